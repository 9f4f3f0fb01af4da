import { bestLineup, expectedPointsOver, lineupFor, lineupKeeping, lineupPoints, optimalPoints, suggestedCaptains } from './best-lineup';
import { draftRatingParts, displayedRating, ratingWindow } from './draft-rating';

interface P { id: number; position: number; [key: `xptsGW${number}`]: number | undefined }

/** A squad whose GW5 xPts are given per position; other gameweeks have no projection. */
function squadWith(gw5: Record<number, number[]>, extra: Record<number, Record<number, number>> = {}): P[] {
  const out: P[] = [];
  for (const position of [1, 2, 3, 4]) {
    gw5[position].forEach((x, i) => {
      const id = position * 10 + i;
      out.push({ id, position, xptsGW5: x, ...Object.fromEntries(Object.entries(extra[id] ?? {}).map(([gw, v]) => [`xptsGW${gw}`, v])) });
    });
  }
  return out;
}

// Worked example. Best eleven per formation by GW5 xPts, captain (the 9-point forward) doubled:
//   3-4-3: 5 + 15 + 23 + 12 = 55 -> 64     4-4-2: 5 + 18 + 23 + 11 = 57 -> 66 (best)
//   3-5-2: 5 + 15 + 24 + 11 = 55 -> 64     4-5-1: 5 + 18 + 24 + 9  = 56 -> 65
//   4-3-3: 5 + 18 + 19 + 12 = 54 -> 63     5-2-3: 5 + 20 + 14 + 12 = 51 -> 60
//   5-3-2: 5 + 20 + 19 + 11 = 55 -> 64
const squad = squadWith({ 1: [5, 3], 2: [6, 5, 4, 3, 2], 3: [8, 6, 5, 4, 1], 4: [9, 2, 1] });

describe('best lineup (Rate my team, spec 4)', () => {
  it('scores a lineup with the captain doubled', () => {
    const lineup = lineupFor(squad, '4-3-3', 5)!;
    expect(lineup.points).toBe(63);
    expect(lineup.captain?.id).toBe(40);
    expect(lineupPoints(lineup.starters, null, 5)).toBe(54);
    // A captain on the bench earns nothing extra.
    expect(lineupPoints(lineup.starters, squad.find((p) => p.id === 11)!, 5)).toBe(54);
  });

  it('picks the formation with the most xPts, captain counted double', () => {
    const best = bestLineup(squad, 5)!;
    expect(best.formation).toBe('4-4-2');
    expect(best.points).toBe(66);
    expect(best.starters.map((p) => p.id)).toEqual([10, 20, 21, 22, 23, 30, 31, 32, 33, 40, 41]);
    expect(best.bench.map((p) => p.id)).toEqual([11, 24, 34, 42]);
    expect(optimalPoints(squad, 5)).toBe(66);
  });

  it('chooses per gameweek: another gameweek can favour another formation', () => {
    const attacking = squadWith({ 1: [5, 3], 2: [1, 1, 1, 1, 1], 3: [1, 1, 1, 1, 1], 4: [1, 1, 1] }, { 40: { 6: 10 }, 41: { 6: 9 }, 42: { 6: 8 } });
    expect(bestLineup(attacking, 6)?.formation).toBe('3-4-3');
    expect(optimalPoints(attacking, 6)).toBe(37); // 10 + 9 + 8 + captain's 10
  });

  it('suggests as captain, per gameweek, the selected player with the most xPts', () => {
    const picks = squadWith({ 1: [5, 3], 2: [6, 5, 4, 3, 2], 3: [8, 6, 5, 4, 1], 4: [9, 2, 1] }, { 30: { 6: 7.5 }, 10: { 6: 2 } });
    expect(suggestedCaptains(picks, [5, 6]).map((s) => [s.gameweek, s.player.id, s.xpts])).toEqual([[5, 40, 9], [6, 30, 7.5]]);
    expect(suggestedCaptains([], [5, 6])).toEqual([]);
  });

  it('never suggests a captain without a fixture: a gameweek where everyone blanks has no suggestion', () => {
    const picks = squadWith({ 1: [5, 3], 2: [6, 5, 4, 3, 2], 3: [8, 6, 5, 4, 1], 4: [9, 2, 1] }, { 10: { 7: 0 } });
    // GW6: no projection for anyone; GW7: only keeper 10 has one, and it is 0.
    expect(suggestedCaptains(picks, [5, 6, 7]).map((s) => s.gameweek)).toEqual([5]);
  });
});

describe('a formation change keeps manual substitutions that still fit (issue 14)', () => {
  // Rate my team: subbed the second keeper (11) in, switched to 5-2-3: the keeper must stay.
  const byId = (id: number) => squad.find((p) => p.id === id)!;
  const initial = lineupFor(squad, '4-4-2', 5)!;
  const subbed = { starters: initial.starters.map((p) => (p.id === 10 ? byId(11) : p)), captain: initial.captain };

  it('keeps the keeper subbed in and the captain', () => {
    const after = lineupKeeping(squad, '5-2-3', 5, subbed)!;
    expect(after.starters.map((p) => p.id)).toContain(11);
    expect(after.starters.map((p) => p.id)).not.toContain(10);
    expect(after.captain?.id).toBe(40);
  });

  it('fills the rest of the new shape by xPts', () => {
    const after = lineupKeeping(squad, '5-2-3', 5, subbed)!;
    // the four defenders who started stay; the best benched defender (2 xPts, id 24) joins them
    expect(after.starters.filter((p) => p.position === 2).map((p) => p.id).sort()).toEqual([20, 21, 22, 23, 24]);
    // two of the four midfielders who started: the best two
    expect(after.starters.filter((p) => p.position === 3).map((p) => p.id).sort()).toEqual([30, 31]);
  });
});

describe("a draft's expected points over gameweeks (Compare)", () => {
  it('sums the best lineup of each gameweek', () => {
    expect(expectedPointsOver(squad, [5])).toBe(66);
    expect(expectedPointsOver(squad, [5, 6])).toBe(66); // no projection in GW6
    expect(expectedPointsOver(squad, [])).toBe(0);
  });
});

describe('draft rating (spec 9)', () => {
  it('follows the formula on a worked example', () => {
    // GW5 optimal 66, GW6-10 have no projections (0 each):
    // (66 + (66 + 0 + 0 + 0 + 0 + 0)) / 448.24 = 0.294485..., bonus min(0.015 x (100 - 99.0), 0.02) = 0.015
    const parts = draftRatingParts(squad, 99.0, ratingWindow([5, 6, 7, 8, 9, 10]));
    expect(parts.firstGameweek).toBe(66);
    expect(parts.windowTotal).toBe(66);
    expect(parts.bonus).toBeCloseTo(0.015, 10);
    expect(parts.rating).toBeCloseTo(30.9485, 4);
  });

  it('caps the money-left bonus at 0.02 and gives none at the full budget', () => {
    expect(draftRatingParts(squad, 98.5, ratingWindow([5])).bonus).toBeCloseTo(0.02, 10);
    expect(draftRatingParts(squad, 100.0, ratingWindow([5])).bonus).toBe(0);
    expect(draftRatingParts(squad, 99.9, ratingWindow([5])).bonus).toBeCloseTo(0.0015, 10);
  });

  it('shows the rating inside 0..100', () => {
    expect(displayedRating(104.2)).toBe(100);
    expect(displayedRating(72.25)).toBe(72.25);
  });
});
