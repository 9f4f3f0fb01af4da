/**
 * The season clock: the product's notion of "now" in gameweeks. It is the last finished
 * gameweek in the loaded data unless FPL_AS_OF_GW pins it (the spec was written as of GW4).
 * Every window the screens show (history, planning, preseason tools) is derived from it.
 */
export const FIRST_GAMEWEEK = 1;
export const LAST_GAMEWEEK = 38;

export interface SeasonClock {
  /** The last gameweek whose results the product may see. 0 before the season starts. */
  currentGameweek: number;
  /** The first gameweek a manager plans for. */
  planningFrom: number;
  /** The next gameweeks from the clock (up to six), used for captain suggestions and fixture previews. */
  nextGameweeks: number[];
}

export function isGameweek(value: number): boolean {
  return Number.isInteger(value) && value >= FIRST_GAMEWEEK && value <= LAST_GAMEWEEK;
}

/**
 * @param lastFinishedGameweek highest gameweek with every fixture finished in the data (0 if none)
 * @param asOfGameweek optional pin (FPL_AS_OF_GW); it can only move the clock back, never past the data
 */
export function seasonClock(lastFinishedGameweek: number, asOfGameweek?: number | null): SeasonClock {
  const dataNow = Math.max(0, Math.min(LAST_GAMEWEEK, Math.floor(lastFinishedGameweek)));
  const pinned = asOfGameweek == null ? dataNow : Math.max(0, Math.min(dataNow, Math.floor(asOfGameweek)));
  const planningFrom = Math.min(LAST_GAMEWEEK, pinned + 1);
  return {
    currentGameweek: pinned,
    planningFrom,
    nextGameweeks: gameweekRange(planningFrom, Math.min(LAST_GAMEWEEK, planningFrom + 5)),
  };
}

/** Inclusive list of gameweeks from..to (empty when to < from). */
export function gameweekRange(from: number, to: number): number[] {
  const out: number[] = [];
  for (let gw = from; gw <= to; gw += 1) out.push(gw);
  return out;
}
