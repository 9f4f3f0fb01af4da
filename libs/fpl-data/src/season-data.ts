/**
 * The stats service's normalised picture of one season, whatever it was read from (the
 * community CSV layout, the committed snapshot, or the official API). Ids are those of the
 * season; `code` fields are stable across seasons.
 *
 * The official `xP` column of the source files is deliberately absent: it was read after each
 * gameweek ended and carries post-match information, so nothing downstream may see it.
 */
/**
 * A season is a value named by its years ('2026-27'), not a list in the code: the seasons are
 * those in the data (the snapshot's manifest, the community folders, the stored seasons), and
 * the current one is the upstream's or the data's latest (issue 32).
 */
export type SeasonId = string;

const SEASON_PATTERN = /^(\d{4})-(\d{2})$/;

/** '2026-27' and nothing else: the second year must follow the first. */
export function isSeasonId(value: string): value is SeasonId {
  const m = SEASON_PATTERN.exec(value);
  return m != null && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

/** The season starting in `year`: 2026 → '2026-27'. */
export const seasonStartingIn = (year: number): SeasonId => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** The latest of some seasons (names sort as years do), or undefined for none. */
export const latestSeason = (seasons: readonly SeasonId[]): SeasonId | undefined =>
  seasons.length === 0 ? undefined : [...seasons].sort().at(-1);

export interface TeamRecord {
  id: number;
  code: number;
  name: string;
  shortName: string;
  strength: number;
  strengthOverallHome: number;
  strengthOverallAway: number;
  strengthAttackHome: number;
  strengthAttackAway: number;
  strengthDefenceHome: number;
  strengthDefenceAway: number;
}

export interface PlayerRecord {
  id: number;
  code: number;
  firstName: string;
  secondName: string;
  webName: string;
  /** 1 GK, 2 DEF, 3 MID, 4 FWD (assistant managers are not imported). */
  position: number;
  teamId: number;
  /** Tenths of a million, as the game publishes it. */
  nowCost: number;
  totalPoints: number;
  selectedByPercent: number;
  status: string;
  chanceOfPlayingNextRound: number | null;
  news: string;
  minutes: number;
}

export interface FixtureRecord {
  id: number;
  code: number;
  /** Null while a postponed fixture has no gameweek. */
  gameweek: number | null;
  kickoff: string | null;
  homeTeamId: number;
  awayTeamId: number;
  homeDifficulty: number;
  awayDifficulty: number;
  finished: boolean;
  homeScore: number | null;
  awayScore: number | null;
}

/** One player in one fixture (a row of gws/gwN.csv, or an element-summary history entry). */
export interface AppearanceRecord {
  playerId: number;
  fixtureId: number;
  gameweek: number;
  wasHome: boolean;
  opponentTeamId: number;
  kickoff: string | null;
  minutes: number;
  starts: number;
  goals: number;
  assists: number;
  cleanSheets: number;
  goalsConceded: number;
  ownGoals: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  saves: number;
  bonus: number;
  bps: number;
  influence: number;
  creativity: number;
  threat: number;
  ictIndex: number;
  xg: number;
  xa: number;
  xgi: number;
  xgc: number;
  totalPoints: number;
  /** Price at the time, tenths of a million. */
  value: number;
  selected: number;
  transfersIn: number;
  transfersOut: number;
  /** 2025/26 only: the defensive-contribution count (CBIT for defenders, CBIRT otherwise). */
  defensiveContribution: number | null;
  /** 2025/26 only: clearances, blocks and interceptions. */
  cbi: number | null;
  recoveries: number | null;
  tackles: number | null;
}

/** 2024/25 per-match defensive detail from the match-stats files. */
export interface MatchStatRecord {
  playerId: number;
  fixtureId: number;
  gameweek: number;
  minutes: number;
  goals: number;
  assists: number;
  xg: number;
  xa: number;
  tackles: number;
  interceptions: number;
  recoveries: number;
  blocks: number;
  clearances: number;
}

/** The game's availability flags. */
export const AVAILABILITY_STATUSES = ['a', 'd', 'i', 's', 'u', 'n'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/**
 * One player's official availability as published before gameweek `gameweek`'s deadline
 * (availability.csv), with the game's own pre-deadline forecast for that gameweek. Public
 * before the deadline, so a projection made for that gameweek (or a later one) may read it.
 */
export interface AvailabilityRecord {
  gameweek: number;
  playerId: number;
  status: AvailabilityStatus;
  /** 0-100; null when the game sets no flag. */
  chanceOfPlaying: number | null;
  news: string;
  /** The official `ep_next` for this gameweek. */
  epNext: number;
}

export interface SeasonData {
  season: SeasonId;
  teams: TeamRecord[];
  players: PlayerRecord[];
  fixtures: FixtureRecord[];
  appearances: AppearanceRecord[];
  matchStats: MatchStatRecord[];
  /** Pre-deadline availability snapshots (the gameweeks the data has; empty for 2023/24). */
  availability: AvailabilityRecord[];
}

/** Highest gameweek whose fixtures have all finished (0 before the season starts). */
export function lastFinishedGameweek(fixtures: readonly FixtureRecord[]): number {
  const byGw = new Map<number, boolean>();
  for (const f of fixtures) {
    if (f.gameweek == null) continue;
    byGw.set(f.gameweek, (byGw.get(f.gameweek) ?? true) && f.finished);
  }
  let last = 0;
  for (let gw = 1; gw <= 38; gw += 1) {
    if (byGw.get(gw) === true) last = gw;
    else if (byGw.has(gw)) break;
  }
  return last;
}
