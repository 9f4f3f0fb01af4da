/**
 * Fixtures from one club's point of view. Works on any fixture list shaped like the contracts'
 * Fixture (gameweek, home/away team and difficulty for each side).
 */
export interface FixtureLike {
  gameweek: number | null;
  homeTeam: number;
  awayTeam: number;
  homeDifficulty: number;
  awayDifficulty: number;
}

export interface ClubFixture {
  gameweek: number;
  opponent: number;
  isHome: boolean;
  /** Difficulty of this fixture for the club (1 easiest .. 5 hardest). */
  difficulty: number;
}

/**
 * The club's fixtures by gameweek: an empty list is a blank gameweek, two entries a double.
 * Postponed fixtures (no gameweek) are left out.
 */
export function clubFixturesByGameweek(fixtures: readonly FixtureLike[], teamId: number): Map<number, ClubFixture[]> {
  const out = new Map<number, ClubFixture[]>();
  for (const f of fixtures) {
    if (f.gameweek == null) continue;
    let entry: ClubFixture | undefined;
    if (f.homeTeam === teamId) entry = { gameweek: f.gameweek, opponent: f.awayTeam, isHome: true, difficulty: f.homeDifficulty };
    else if (f.awayTeam === teamId) entry = { gameweek: f.gameweek, opponent: f.homeTeam, isHome: false, difficulty: f.awayDifficulty };
    if (!entry) continue;
    const list = out.get(f.gameweek) ?? [];
    list.push(entry);
    out.set(f.gameweek, list);
  }
  return out;
}

/**
 * The fixture table's way of writing an opponent: upper case at home, lower case away
 * ('ARS' = Arsenal at home, 'ars' = away at Arsenal).
 */
export function opponentLabel(shortName: string, isHome: boolean): string {
  return isHome ? shortName.toUpperCase() : shortName.toLowerCase();
}

/** Difficulty as a 1..5 whole number, for colouring (anything else is treated as 3). */
export function difficultyLevel(value: number): 1 | 2 | 3 | 4 | 5 {
  const n = Math.round(value);
  return n >= 1 && n <= 5 ? (n as 1 | 2 | 3 | 4 | 5) : 3;
}
