/**
 * The two naive forecasts the model has to beat, as an FPL manager would compute them after
 * gameweek `asOf`. `points` maps gameweek -> his points that gameweek (absent: not listed,
 * or his club blanked), so both count missing gameweeks as 0, as the issue measured them.
 */

/** Average of his last five gameweeks' points (asOf-4 .. asOf), over five. */
export function lastFiveAverage(points: ReadonlyMap<number, number>, asOf: number): number {
  let sum = 0;
  for (let gw = asOf - 4; gw <= asOf; gw += 1) sum += points.get(gw) ?? 0;
  return sum / 5;
}

/** Season points so far per gameweek played by the league (0 before gameweek 1 is done). */
export function pointsPerGameweek(points: ReadonlyMap<number, number>, asOf: number): number {
  if (asOf <= 0) return 0;
  let sum = 0;
  for (const [gw, p] of points) if (gw <= asOf) sum += p;
  return sum / asOf;
}
