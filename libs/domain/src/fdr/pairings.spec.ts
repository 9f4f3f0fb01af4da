import { BOTH_BLANK_DIFFICULTY, fixturePairings, pairingRanges, sortPairingsAlphabetically } from './pairings';

// Three clubs over three gameweeks, worked by hand:
//   GW1: A (home) v B  - A 2, B 4;   C v D (home)  - C 3, D 2
//   GW2: B (home) v C  - B 2, C 5;   D (home) v A  - D 3, A 4
//   GW3: A (home) v C  - A 3, C 3;   D blank, B blank
// (D is a fourth club so every club has an opponent.)
const clubs = [
  { id: 1, name: 'Alpha', short_name: 'AAA' },
  { id: 2, name: 'Bravo', short_name: 'BBB' },
  { id: 3, name: 'Charlie', short_name: 'CCC' },
  { id: 4, name: 'Delta', short_name: 'DDD' },
];
const fx = (gameweek: number, homeTeam: number, awayTeam: number, homeDifficulty: number, awayDifficulty: number) =>
  ({ gameweek, homeTeam, awayTeam, homeDifficulty, awayDifficulty });
const fixtures = [
  fx(1, 1, 2, 2, 4), fx(1, 4, 3, 2, 3),
  fx(2, 2, 3, 2, 5), fx(2, 4, 1, 3, 4),
  fx(3, 1, 3, 3, 3),
];

describe('fixture pairings', () => {
  const all = fixturePairings(clubs, fixtures, [1, 2, 3], 100);
  const byName = Object.fromEntries(all.map((p) => [p.name, p]));

  it('takes the easier club per gameweek and averages over the range', () => {
    // A+B: GW1 min(A2,B4)=2 (A), GW2 min(A4,B2)=2 (B), GW3 A3 vs B blank = 3 (A) -> 7 / 3
    const ab = byName['AAA + BBB'];
    expect(ab.picks.map((p) => [p.club?.short_name, p.difficulty])).toEqual([['AAA', 2], ['BBB', 2], ['AAA', 3]]);
    expect(ab.totalFDR).toBe(7);
    expect(ab.averageFDR).toBeCloseTo(7 / 3, 10);
    // C+D: GW1 min(C3,D2)=2, GW2 min(C5,D3)=3, GW3 C3 vs D blank = 3 -> 8 / 3
    expect(byName['CCC + DDD'].totalFDR).toBe(8);
  });

  it('counts a gameweek where neither club plays as the hardest difficulty', () => {
    // B+D: GW1 min(B4,D2)=2, GW2 min(B2,D3)=2, GW3 both blank = 5
    const bd = byName['BBB + DDD'];
    expect(bd.picks[2]).toMatchObject({ club: null, fixtures: [], difficulty: BOTH_BLANK_DIFFICULTY });
    expect(bd.totalFDR).toBe(9);
  });

  it('ranks every pair ascending by average, ties by name, and keeps the best ones', () => {
    expect(all).toHaveLength(6);
    expect(all.map((p) => p.totalFDR)).toEqual([...all.map((p) => p.totalFDR)].sort((a, b) => a - b));
    expect(all[0].name).toBe('AAA + BBB');
    expect(fixturePairings(clubs, fixtures, [1, 2, 3], 2)).toHaveLength(2);
    expect(sortPairingsAlphabetically(all).map((p) => p.name)[0]).toBe('AAA + BBB');
  });

  it('takes the mean of a double gameweek and prefers the double on a tie', () => {
    const dgw = [fx(1, 1, 2, 2, 4), fx(1, 1, 3, 2, 3), fx(1, 4, 2, 2, 4)];
    const [best] = fixturePairings(clubs, dgw, [1], 100).filter((p) => p.name === 'AAA + DDD');
    expect(best.picks[0].club?.short_name).toBe('AAA');
    expect(best.picks[0].fixtures).toHaveLength(2);
  });

  it('returns nothing for an empty range', () => {
    expect(fixturePairings(clubs, fixtures, [])).toEqual([]);
  });

  it('offers 6- and 12-gameweek ranges from the planning gameweek, cut at GW38', () => {
    expect(pairingRanges(1)).toEqual([{ label: 'GW 1-6', from: 1, to: 6 }, { label: 'GW 1-12', from: 1, to: 12 }]);
    expect(pairingRanges(5).map((r) => r.label)).toEqual(['GW 5-10', 'GW 5-16']);
    expect(pairingRanges(30).map((r) => r.label)).toEqual(['GW 30-35', 'GW 30-38']);
  });
});
