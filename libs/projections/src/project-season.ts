import { lastFinishedGameweek, type SeasonData } from '@draftroom/fpl-data';
import { flagsAtOrigin } from './availability';
import type { ModelParams } from './model-params';
import { createProjector, projectFromOrigin } from './project-origin';

/**
 * The contract between the projection model and its callers. The model lives in this
 * package as pure functions; the stats service's `project-xpts` job calls `projectSeason`
 * after every import and stores what it returns.
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
  /** Model constants; the tuned defaults unless a study overrides them. */
  params?: ModelParams;
}

export interface PlayerProjection {
  playerId: number;
  gameweek: number;
  /** Expected points for the whole gameweek (both fixtures of a double, 0 for a blank). */
  xpts: number;
}

const LAST_GAMEWEEK = 38;

export function projectSeason(input: ProjectionInput): PlayerProjection[] {
  const projector = createProjector(input.current, input.history, input.params);
  const { log } = projector;
  const asOf = Math.max(0, Math.min(LAST_GAMEWEEK, Math.floor(input.asOfGameweek)));
  const table = new Map<number, number[]>(log.players.map((p) => [p.id, new Array<number>(LAST_GAMEWEEK).fill(0)]));

  // Walk-forward: each past gameweek as the model saw it after the gameweek before.
  for (let gw = 1; gw <= asOf; gw += 1) {
    const flags = flagsAtOrigin(input.current, gw - 1, false);
    for (const [id, [xpts]] of projectFromOrigin(projector, gw - 1, [gw], flags)) table.get(id)![gw - 1] = xpts;
  }
  // The rest of the season as it looks now.
  const ahead: number[] = [];
  for (let gw = asOf + 1; gw <= LAST_GAMEWEEK; gw += 1) ahead.push(gw);
  if (ahead.length > 0) {
    // The players list's flags are today's: only a projection from the latest results may read them.
    const flags = flagsAtOrigin(input.current, asOf, asOf >= lastFinishedGameweek(input.current.fixtures));
    for (const [id, xpts] of projectFromOrigin(projector, asOf, ahead, flags)) {
      xpts.forEach((x, i) => (table.get(id)![ahead[i] - 1] = x));
    }
  }

  const out: PlayerProjection[] = [];
  for (const p of log.players) {
    table.get(p.id)!.forEach((xpts, i) => out.push({ playerId: p.id, gameweek: i + 1, xpts }));
  }
  return out;
}
