import type { SeasonData } from '../ingest/season-data';

/**
 * The contract between the projection model and the rest of the stats service. The model
 * (issue 6) lives in this folder as pure functions; the `project-xpts` job calls
 * `projectSeason` after every import and stores what it returns.
 */
export interface ProjectionInput {
  /** The season being projected (2025/26 in production). */
  current: SeasonData;
  /** Earlier seasons, oldest first (priors for players and promoted clubs). */
  history: readonly SeasonData[];
  /**
   * The season clock: results of gameweeks <= asOfGameweek may be used, nothing later.
   * Gameweeks 1..asOfGameweek get the walk-forward projection (as it stood before each
   * deadline); later gameweeks get the projection as of asOfGameweek.
   */
  asOfGameweek: number;
}

export interface PlayerProjection {
  playerId: number;
  gameweek: number;
  /** Expected points for the whole gameweek (both fixtures of a double, 0 for a blank). */
  xpts: number;
}

export function projectSeason(input: ProjectionInput): PlayerProjection[] {
  void input;
  return [];
}
