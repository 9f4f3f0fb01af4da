import type { SeasonData, SeasonId } from '@draftroom/fpl-data';
import { isPositionId, type CountedEvent, type PositionId as Position } from '@draftroom/domain';

/**
 * Everything the model reads, re-keyed so that seasons join up: players by their stable
 * `code`, clubs by their team `code` (ids change every season). Rows are in play order
 * (season, gameweek, kickoff), so "what was known after gameweek t" is a prefix of each list.
 */
export interface PlayerMatch extends Record<CountedEvent, number> {
  /** Index into MatchLog.seasons (0 = oldest). */
  season: number;
  gameweek: number;
  fixtureId: number;
  teamCode: number;
  opponentCode: number;
  home: boolean;
  /** His position that season (positions are fixed within a season, not across). */
  position: Position;
  minutes: number;
  starts: number;
  goals: number;
  assists: number;
  xg: number;
  xa: number;
  totalPoints: number;
  /** Price, tenths of a million. */
  value: number;
  /** Clearances + blocks + interceptions + tackles; null where the season has no such data. */
  cbit: number | null;
  /** CBIT plus recoveries. */
  cbirt: number | null;
}

export interface TeamMatch {
  season: number;
  gameweek: number;
  opponentCode: number;
  home: boolean;
  xgFor: number;
  xgAgainst: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface ListedPlayer {
  id: number;
  code: number;
  position: Position;
}

export interface ScheduledFixture {
  id: number;
  gameweek: number;
  homeCode: number;
  awayCode: number;
}

export interface MatchLog {
  seasons: SeasonId[];
  /** Index of the season being projected (the last one). */
  current: number;
  byPlayer: Map<number, PlayerMatch[]>;
  byTeam: Map<number, TeamMatch[]>;
  /** Club codes of each season. */
  clubs: Set<number>[];
  players: ListedPlayer[];
  /** Current-season fixtures that have a gameweek (postponed ones have none and score nothing). */
  fixtures: ScheduledFixture[];
}

const defensiveCounts = (data: SeasonData): Map<string, { cbit: number; cbirt: number }> => {
  // 2024/25 only: the match-stats files carry the actions the 2025/26 rule counts.
  const out = new Map<string, { cbit: number; cbirt: number }>();
  for (const m of data.matchStats) {
    const cbit = m.clearances + m.blocks + m.interceptions + m.tackles;
    out.set(`${m.playerId}:${m.fixtureId}`, { cbit, cbirt: cbit + m.recoveries });
  }
  return out;
};

function addSeason(log: MatchLog, data: SeasonData, index: number): void {
  const teamCode = new Map(data.teams.map((t) => [t.id, t.code]));
  const players = new Map(data.players.map((p) => [p.id, p]));
  const fixtures = new Map(data.fixtures.map((f) => [f.id, f]));
  const fromMatchStats = defensiveCounts(data);
  const teamXg = new Map<string, number>();
  log.clubs[index] = new Set(data.teams.map((t) => t.code));

  // A total order, so that the same season read in any row order gives the same log (and
  // the same floating-point sums).
  const rows = [...data.appearances].sort(
    (a, b) =>
      a.gameweek - b.gameweek || (a.kickoff ?? '').localeCompare(b.kickoff ?? '') || a.fixtureId - b.fixtureId || a.playerId - b.playerId,
  );
  for (const a of rows) {
    const fixture = fixtures.get(a.fixtureId);
    const player = players.get(a.playerId);
    // A player of no footballer's position (the 2024/25 assistant managers) is no part of the model.
    if (!fixture || !player || !isPositionId(player.position)) continue;
    const code = player.code;
    const team = teamCode.get(a.wasHome ? fixture.homeTeamId : fixture.awayTeamId) ?? -1;
    let cbit: number | null = null;
    let cbirt: number | null = null;
    if (a.cbi != null && a.tackles != null) {
      cbit = a.cbi + a.tackles;
      cbirt = cbit + (a.recoveries ?? 0);
    } else if (a.minutes === 0) {
      cbit = 0;
      cbirt = 0;
    } else {
      const ms = fromMatchStats.get(`${a.playerId}:${a.fixtureId}`);
      if (ms) ({ cbit, cbirt } = ms);
    }
    const match: PlayerMatch = {
      season: index,
      gameweek: a.gameweek,
      fixtureId: a.fixtureId,
      teamCode: team,
      opponentCode: teamCode.get(a.opponentTeamId) ?? -1,
      home: a.wasHome,
      position: player.position,
      minutes: a.minutes,
      starts: a.starts,
      goals: a.goals,
      assists: a.assists,
      xg: a.xg,
      xa: a.xa,
      saves: a.saves,
      penaltiesSaved: a.penaltiesSaved,
      penaltiesMissed: a.penaltiesMissed,
      yellowCards: a.yellowCards,
      redCards: a.redCards,
      ownGoals: a.ownGoals,
      bonus: a.bonus,
      totalPoints: a.totalPoints,
      value: a.value,
      cbit,
      cbirt,
    };
    const list = log.byPlayer.get(code);
    if (list) list.push(match);
    else log.byPlayer.set(code, [match]);
    const key = `${a.fixtureId}:${team}`;
    teamXg.set(key, (teamXg.get(key) ?? 0) + a.xg);
  }

  const finished = data.fixtures
    .filter((f) => f.gameweek != null && f.finished && f.homeScore != null && f.awayScore != null)
    .sort((a, b) => (a.gameweek ?? 0) - (b.gameweek ?? 0) || (a.kickoff ?? '').localeCompare(b.kickoff ?? '') || a.id - b.id);
  for (const f of finished) {
    const home = teamCode.get(f.homeTeamId) ?? -1;
    const away = teamCode.get(f.awayTeamId) ?? -1;
    const xgHome = teamXg.get(`${f.id}:${home}`) ?? 0;
    const xgAway = teamXg.get(`${f.id}:${away}`) ?? 0;
    const push = (club: number, m: TeamMatch): void => {
      const list = log.byTeam.get(club);
      if (list) list.push(m);
      else log.byTeam.set(club, [m]);
    };
    const gw = f.gameweek as number;
    push(home, { season: index, gameweek: gw, opponentCode: away, home: true, xgFor: xgHome, xgAgainst: xgAway, goalsFor: f.homeScore as number, goalsAgainst: f.awayScore as number });
    push(away, { season: index, gameweek: gw, opponentCode: home, home: false, xgFor: xgAway, xgAgainst: xgHome, goalsFor: f.awayScore as number, goalsAgainst: f.homeScore as number });
  }
}

/** Builds the log from earlier seasons (oldest first) and the season being projected. */
export function buildMatchLog(current: SeasonData, history: readonly SeasonData[]): MatchLog {
  const seasons = [...history, current];
  const log: MatchLog = {
    seasons: seasons.map((s) => s.season),
    current: seasons.length - 1,
    byPlayer: new Map(),
    byTeam: new Map(),
    clubs: [],
    players: [],
    fixtures: [],
  };
  seasons.forEach((data, index) => addSeason(log, data, index));
  const teamCode = new Map(current.teams.map((t) => [t.id, t.code]));
  log.players = [...current.players]
    .sort((a, b) => a.id - b.id)
    .flatMap((p) => (isPositionId(p.position) ? [{ id: p.id, code: p.code, position: p.position }] : []));
  log.fixtures = current.fixtures
    .filter((f) => f.gameweek != null)
    .map((f) => ({ id: f.id, gameweek: f.gameweek as number, homeCode: teamCode.get(f.homeTeamId) ?? -1, awayCode: teamCode.get(f.awayTeamId) ?? -1 }))
    .sort((a, b) => a.gameweek - b.gameweek || a.id - b.id);
  return log;
}

/** Rows known after gameweek `asOf` of the current season: a prefix of the list. */
export function knownRows<T extends { season: number; gameweek: number }>(rows: readonly T[], current: number, asOf: number): readonly T[] {
  let end = rows.length;
  while (end > 0 && rows[end - 1].season === current && rows[end - 1].gameweek > asOf) end -= 1;
  return end === rows.length ? rows : rows.slice(0, end);
}
