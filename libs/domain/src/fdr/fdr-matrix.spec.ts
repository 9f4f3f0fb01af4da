import { fdrMatrix } from './fdr-matrix';

const clubs = [
  { id: 1, name: 'Arsenal', short_name: 'ARS' },
  { id: 2, name: 'Wolves', short_name: 'WOL' },
  { id: 3, name: 'Chelsea', short_name: 'CHE' },
  { id: 4, name: 'Burnley', short_name: 'BUR' },
];
const fx = (gameweek: number, homeTeam: number, awayTeam: number, homeDifficulty: number, awayDifficulty: number) =>
  ({ gameweek, homeTeam, awayTeam, homeDifficulty, awayDifficulty });
// GW1: ARS-WOL, CHE-BUR.  GW2: ARS and WOL double (ARS-CHE, BUR-WOL, WOL-ARS... ) and a blank for nobody.
const fixtures = [
  fx(1, 1, 2, 2, 5), fx(1, 3, 4, 2, 4),
  fx(2, 1, 3, 4, 4), fx(2, 4, 2, 3, 3), fx(2, 2, 1, 5, 2),
  fx(3, 3, 4, 2, 3), // ARS and WOL blank
  fx(null as unknown as number, 1, 4, 2, 2), // postponed, no gameweek
];

describe('FDR matrix', () => {
  const rows = fdrMatrix(clubs, fixtures, [1, 2, 3]);
  const ars = rows.find((r) => r.club.short_name === 'ARS')!;

  it('shows blanks as empty cells and doubles as two fixtures', () => {
    expect(ars.cells.map((c) => c.fixtures.length)).toEqual([1, 2, 0]);
    expect(ars.cells[1].fixtures.map((f) => [f.opponent, f.isHome, f.difficulty])).toEqual([[3, true, 4], [2, false, 2]]);
  });

  it('averages over the gameweeks shown: a double is its mean, a blank counts 5 as in Fixture Pairings (issue 31)', () => {
    expect(ars.average).toBeCloseTo((2 + (4 + 2) / 2 + 5) / 3, 10);
    expect(fdrMatrix(clubs, fixtures, [3]).find((r) => r.club.id === 1)!.average).toBe(5);
    expect(fdrMatrix(clubs, fixtures, []).find((r) => r.club.id === 1)!.average).toBeNull();
  });

  it('sorts easiest first when asked, ties by name', () => {
    const easiest = fdrMatrix(clubs, fixtures, [1, 2, 3], { sort: 'easiest' });
    expect(easiest.map((r) => r.average)).toEqual([...easiest.map((r) => r.average)].sort((a, b) => a! - b!));
    expect(easiest.at(-1)!.club.short_name).not.toBe(easiest[0].club.short_name);
  });

  it('sorts alphabetically by club name, or by difficulty descending', () => {
    expect(rows.map((r) => r.club.short_name)).toEqual(['ARS', 'BUR', 'CHE', 'WOL']);
    const hardest = fdrMatrix(clubs, fixtures, [1, 2, 3], { sort: 'difficulty' });
    expect(hardest.map((r) => r.average)).toEqual([...hardest.map((r) => r.average)].sort((a, b) => b! - a!));
    expect(hardest[0].club.short_name).toBe('WOL');
  });

  it('keeps only the ticked clubs; none ticked means all', () => {
    expect(fdrMatrix(clubs, fixtures, [1], { clubIds: [2, 4] }).map((r) => r.club.id)).toEqual([4, 2]);
    expect(fdrMatrix(clubs, fixtures, [1], { clubIds: [] })).toHaveLength(4);
  });
});
