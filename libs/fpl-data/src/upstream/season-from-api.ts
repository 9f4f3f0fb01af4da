import {
  AVAILABILITY_STATUSES, type AppearanceRecord, type AvailabilityRecord, type AvailabilityStatus, type FixtureRecord, type PlayerRecord,
  type SeasonData, type SeasonId, type TeamRecord, seasonStartingIn,
} from '../season-data';
import type { FplApiClient } from './client';
import type { BootstrapStatic, UpstreamFixture, UpstreamHistory } from './schemas';

export function teamsFromBootstrap(b: BootstrapStatic): TeamRecord[] {
  return b.teams.map((t) => ({
    id: t.id, code: t.code, name: t.name, shortName: t.short_name, strength: t.strength,
    strengthOverallHome: t.strength_overall_home, strengthOverallAway: t.strength_overall_away,
    strengthAttackHome: t.strength_attack_home, strengthAttackAway: t.strength_attack_away,
    strengthDefenceHome: t.strength_defence_home, strengthDefenceAway: t.strength_defence_away,
  }));
}

export function playersFromBootstrap(b: BootstrapStatic): PlayerRecord[] {
  return b.elements
    .filter((e) => e.element_type >= 1 && e.element_type <= 4)
    .map((e) => ({
      id: e.id, code: e.code, firstName: e.first_name, secondName: e.second_name, webName: e.web_name,
      position: e.element_type, teamId: e.team, nowCost: e.now_cost, totalPoints: e.total_points,
      selectedByPercent: e.selected_by_percent, status: e.status, chanceOfPlayingNextRound: e.chance_of_playing_next_round,
      news: e.news, minutes: e.minutes,
    }));
}

/**
 * The flags as published now, for the next deadline (the API keeps no history, so an upstream
 * import carries this one snapshot; the committed data has the earlier ones).
 */
export function availabilityFromBootstrap(b: BootstrapStatic): AvailabilityRecord[] {
  const next = b.events.find((e) => e.is_next)?.id;
  if (next == null) return [];
  const known = (s: string): AvailabilityStatus => ((AVAILABILITY_STATUSES as readonly string[]).includes(s) ? (s as AvailabilityStatus) : 'a');
  return b.elements
    .filter((e) => e.element_type >= 1 && e.element_type <= 4)
    .map((e) => ({
      gameweek: next, playerId: e.id, status: known(e.status), chanceOfPlaying: e.chance_of_playing_next_round, news: e.news, epNext: e.ep_next,
    }));
}

export function fixturesFromApi(list: UpstreamFixture[]): FixtureRecord[] {
  return list.map((f) => ({
    id: f.id, code: f.code, gameweek: f.event, kickoff: f.kickoff_time, homeTeamId: f.team_h, awayTeamId: f.team_a,
    homeDifficulty: f.team_h_difficulty, awayDifficulty: f.team_a_difficulty, finished: f.finished,
    homeScore: f.team_h_score, awayScore: f.team_a_score,
  }));
}

export function appearanceFromHistory(h: UpstreamHistory): AppearanceRecord {
  return {
    playerId: h.element, fixtureId: h.fixture, gameweek: h.round, wasHome: h.was_home, opponentTeamId: h.opponent_team,
    kickoff: h.kickoff_time, minutes: h.minutes, starts: h.starts, goals: h.goals_scored, assists: h.assists,
    cleanSheets: h.clean_sheets, goalsConceded: h.goals_conceded, ownGoals: h.own_goals, penaltiesSaved: h.penalties_saved,
    penaltiesMissed: h.penalties_missed, yellowCards: h.yellow_cards, redCards: h.red_cards, saves: h.saves, bonus: h.bonus,
    bps: h.bps, influence: h.influence, creativity: h.creativity, threat: h.threat, ictIndex: h.ict_index,
    xg: h.expected_goals, xa: h.expected_assists, xgi: h.expected_goal_involvements, xgc: h.expected_goals_conceded,
    totalPoints: h.total_points, value: h.value, selected: h.selected, transfersIn: h.transfers_in, transfersOut: h.transfers_out,
    defensiveContribution: h.defensive_contribution ?? null, cbi: h.clearances_blocks_interceptions ?? null,
    recoveries: h.recoveries ?? null, tackles: h.tackles ?? null,
  };
}

/**
 * The season the game serves: the year of its first deadline (GW1's deadline_time) starts it,
 * so a 2026 deadline is 2026/27 whatever month the import runs in. Without a dated first
 * gameweek the data names no season, and the import must not guess one.
 */
export function seasonOfBootstrap(b: BootstrapStatic): SeasonId {
  const first = [...b.events].sort((x, y) => x.id - y.id)[0];
  const year = first?.deadline_time ? new Date(first.deadline_time).getUTCFullYear() : NaN;
  if (!Number.isInteger(year)) throw new Error('The upstream bootstrap-static has no first deadline, so it names no season.');
  return seasonStartingIn(year);
}

/** Runs `task` over `items` with at most `limit` in flight (the upstream dislikes bursts). */
async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  });
  await Promise.all(workers);
  return out;
}

/**
 * Reads the season the official API serves (named by its first deadline, seasonOfBootstrap) from
 * the API: bootstrap-static, fixtures and one
 * element-summary per player (its per-fixture history). 2024/25-style match stats are not
 * published there, so `matchStats` stays empty.
 */
export async function readSeasonFromApi(
  client: FplApiClient,
  onProgress: (done: number, total: number) => void = () => undefined,
  concurrency = 6,
): Promise<SeasonData> {
  const bootstrap = await client.bootstrapStatic();
  const season = seasonOfBootstrap(bootstrap);
  const fixtures = fixturesFromApi(await client.fixtures());
  const players = playersFromBootstrap(bootstrap);
  let done = 0;
  const histories = await mapLimited(players, concurrency, async (p) => {
    const summary = await client.elementSummary(p.id);
    onProgress(++done, players.length);
    return summary.history.map(appearanceFromHistory);
  });
  return { season, teams: teamsFromBootstrap(bootstrap), players, fixtures, appearances: histories.flat(), matchStats: [],
    availability: availabilityFromBootstrap(bootstrap) };
}
