import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { readAvailability } from './availability-csv';
import {
  isSeasonId, type AppearanceRecord, type FixtureRecord, type MatchStatRecord, type PlayerRecord, type SeasonData, type SeasonId,
  type TeamRecord,
} from './season-data';

/**
 * Reader for the community dataset layout (vaastav/Fantasy-Premier-League, plus the
 * FPL-Elo-Insights match stats for 2024/25): players_raw.csv, teams.csv, fixtures.csv,
 * gws/gwN.csv and match-stats/*.csv under one folder per season.
 */
type Row = Record<string, string>;

function readCsv(file: string): Row[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Row[];
}

const num = (v: string | undefined): number => {
  if (v == null || v === '' || v === 'None') return 0;
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};
const numOrNull = (v: string | undefined): number | null => (v == null || v === '' || v === 'None' ? null : num(v));
const bool = (v: string | undefined): boolean => v === 'True' || v === 'true' || v === 'TRUE' || v === '1';
const text = (v: string | undefined): string => (v == null || v === 'None' ? '' : v);

function readTeams(dir: string): TeamRecord[] {
  return readCsv(join(dir, 'teams.csv')).map((r) => ({
    id: num(r.id),
    code: num(r.code),
    name: r.name,
    shortName: r.short_name,
    strength: num(r.strength),
    strengthOverallHome: num(r.strength_overall_home),
    strengthOverallAway: num(r.strength_overall_away),
    strengthAttackHome: num(r.strength_attack_home),
    strengthAttackAway: num(r.strength_attack_away),
    strengthDefenceHome: num(r.strength_defence_home),
    strengthDefenceAway: num(r.strength_defence_away),
  }));
}

const isFootballer = (elementType: number): boolean => elementType >= 1 && elementType <= 4;

function readPlayers(dir: string): PlayerRecord[] {
  return readCsv(join(dir, 'players_raw.csv'))
    .filter((r) => isFootballer(num(r.element_type)))
    .map((r) => ({
      id: num(r.id),
      code: num(r.code),
      firstName: text(r.first_name),
      secondName: text(r.second_name),
      webName: text(r.web_name),
      position: num(r.element_type),
      teamId: num(r.team),
      nowCost: num(r.now_cost),
      totalPoints: num(r.total_points),
      selectedByPercent: num(r.selected_by_percent),
      status: text(r.status) || 'a',
      chanceOfPlayingNextRound: numOrNull(r.chance_of_playing_next_round),
      news: text(r.news),
      minutes: num(r.minutes),
    }));
}

function readFixtures(dir: string): FixtureRecord[] {
  return readCsv(join(dir, 'fixtures.csv')).map((r) => ({
    id: num(r.id),
    code: num(r.code),
    gameweek: numOrNull(r.event),
    kickoff: text(r.kickoff_time) || null,
    homeTeamId: num(r.team_h),
    awayTeamId: num(r.team_a),
    homeDifficulty: num(r.team_h_difficulty),
    awayDifficulty: num(r.team_a_difficulty),
    finished: bool(r.finished),
    homeScore: numOrNull(r.team_h_score),
    awayScore: numOrNull(r.team_a_score),
  }));
}

function gameweekFiles(dir: string): string[] {
  const gws = join(dir, 'gws');
  return readdirSync(gws)
    .filter((f) => /^gw\d+\.csv$/.test(f))
    .sort((a, b) => num(a.slice(2, -4)) - num(b.slice(2, -4)))
    .map((f) => join(gws, f));
}

function toAppearance(r: Row): AppearanceRecord {
  return {
    playerId: num(r.element),
    fixtureId: num(r.fixture),
    gameweek: num(r.round),
    wasHome: bool(r.was_home),
    opponentTeamId: num(r.opponent_team),
    kickoff: text(r.kickoff_time) || null,
    minutes: num(r.minutes),
    starts: num(r.starts),
    goals: num(r.goals_scored),
    assists: num(r.assists),
    cleanSheets: num(r.clean_sheets),
    goalsConceded: num(r.goals_conceded),
    ownGoals: num(r.own_goals),
    penaltiesSaved: num(r.penalties_saved),
    penaltiesMissed: num(r.penalties_missed),
    yellowCards: num(r.yellow_cards),
    redCards: num(r.red_cards),
    saves: num(r.saves),
    bonus: num(r.bonus),
    bps: num(r.bps),
    influence: num(r.influence),
    creativity: num(r.creativity),
    threat: num(r.threat),
    ictIndex: num(r.ict_index),
    xg: num(r.expected_goals),
    xa: num(r.expected_assists),
    xgi: num(r.expected_goal_involvements),
    xgc: num(r.expected_goals_conceded),
    totalPoints: num(r.total_points),
    value: num(r.value),
    selected: num(r.selected),
    transfersIn: num(r.transfers_in),
    transfersOut: num(r.transfers_out),
    defensiveContribution: numOrNull(r.defensive_contribution),
    cbi: numOrNull(r.clearances_blocks_interceptions),
    recoveries: numOrNull(r.recoveries),
    tackles: numOrNull(r.tackles),
  };
}

function readAppearances(dir: string, footballers: Set<number>): AppearanceRecord[] {
  const out: AppearanceRecord[] = [];
  // The 2025/26 files repeat a few rows word for word (same player, same fixture); counting
  // them twice would double those players' points, so the first copy wins.
  const seen = new Set<string>();
  for (const file of gameweekFiles(dir)) {
    for (const row of readCsv(file)) {
      // Assistant managers (2024/25) have rows too; they are not footballers.
      if (row.position === 'AM' || !footballers.has(num(row.element))) continue;
      const key = `${row.element}:${row.fixture}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(toAppearance(row));
    }
  }
  return out;
}

/** match-stats/*.csv name teams by code and matches by slug; fixtures are found by the pair of clubs. */
function readMatchStats(dir: string, teams: TeamRecord[], fixtures: FixtureRecord[]): MatchStatRecord[] {
  const folder = join(dir, 'match-stats');
  if (!existsSync(join(folder, 'playermatchstats.csv'))) return [];
  const teamIdByCode = new Map(teams.map((t) => [t.code, t.id]));
  const fixtureByPair = new Map(fixtures.map((f) => [`${f.homeTeamId}-${f.awayTeamId}`, f]));
  const fixtureByMatch = new Map<string, FixtureRecord>();
  for (const m of readCsv(join(folder, 'matches.csv'))) {
    const home = teamIdByCode.get(num(m.home_team));
    const away = teamIdByCode.get(num(m.away_team));
    const fixture = fixtureByPair.get(`${home}-${away}`);
    if (fixture) fixtureByMatch.set(m.match_id, fixture);
  }
  const out: MatchStatRecord[] = [];
  for (const r of readCsv(join(folder, 'playermatchstats.csv'))) {
    const fixture = fixtureByMatch.get(r.match_id);
    if (!fixture || fixture.gameweek == null) continue;
    out.push({
      playerId: num(r.player_id),
      fixtureId: fixture.id,
      gameweek: fixture.gameweek,
      minutes: num(r.minutes_played),
      goals: num(r.goals),
      assists: num(r.assists),
      xg: num(r.xg),
      xa: num(r.xa),
      tackles: num(r.tackles),
      interceptions: num(r.interceptions),
      recoveries: num(r.recoveries),
      blocks: num(r.blocks),
      clearances: num(r.clearances),
    });
  }
  return out;
}

/** Reads one season folder of the community layout (e.g. ../shared/data/fpl/2025-26). */
export function readCommunitySeason(root: string, season: SeasonId): SeasonData {
  const dir = join(root, season);
  const teams = readTeams(dir);
  const players = readPlayers(dir);
  const fixtures = readFixtures(dir);
  const appearances = readAppearances(dir, new Set(players.map((p) => p.id)));
  const matchStats = readMatchStats(dir, teams, fixtures);
  const footballers = new Set(players.map((p) => p.id));
  const availability = readAvailability(dir).filter((a) => footballers.has(a.playerId));
  return { season, teams, players, fixtures, appearances, matchStats, availability };
}

/** The seasons the community layout holds: its folders named like a season, oldest first. */
export function communitySeasons(root: string): SeasonId[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory() && isSeasonId(d.name)).map((d) => d.name).sort();
}

/** The default location of the shared dataset, beside the repository. */
export function defaultCommunityRoot(repoRoot: string): string {
  return process.env.FPL_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data', 'fpl');
}
