/** A fixture from one side's point of view: W, D or L, coloured green, yellow and red in per-GW tables. */
export type MatchResult = 'W' | 'D' | 'L';

export function matchResult(goalsFor: number, goalsAgainst: number): MatchResult {
  if (goalsFor > goalsAgainst) return 'W';
  return goalsFor === goalsAgainst ? 'D' : 'L';
}

/** The score as the fixture is written: home goals first ('2-1'). */
export function scoreLabel(homeGoals: number, awayGoals: number): string {
  return `${homeGoals}-${awayGoals}`;
}
