import { exampleSquad } from './example-squad.fixture';
import { projectedPoints } from './projected-points';
import { changeFormation, makeCaptain } from './squad-slots';

/** A made-up projection: a player's xPts is his id / 10 (30 -> 3.0). */
const xpts = (id: number) => id / 10;
/** The same with midfielder 23's club blanking: no projection for him. */
const blank23 = (id: number) => (id === 23 ? undefined : id / 10);
const elevenSum = (ids: number[]) => ids.reduce((n, id) => n + id / 10, 0);

describe('projected points of a gameweek', () => {
  it("sums the eleven's xPts with the captain counted twice, the bench not at all", () => {
    const squad = exampleSquad(); // eleven 1,10,11,12,13,20,21,22,23,30,31; captain 30
    const result = projectedPoints(squad, xpts);
    const expected = elevenSum([1, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31]) + 3.0;
    expect(result.xpts).toBeCloseTo(expected, 10);
    expect(result).toMatchObject({ hits: 0, missing: 0 });
    expect(result.total).toBe(result.xpts);
  });

  it('counts a starter without a fixture as not playing: the first eligible bench player comes on', () => {
    const squad = exampleSquad(); // bench 2,14,24,32: defender 14 is the first outfielder, and 5-3-2 is legal
    const result = projectedPoints(squad, blank23);
    expect(result.xpts).toBeCloseTo(projectedPoints(squad, xpts).xpts - 2.3 + 1.4, 10);
    expect(result.missing).toBe(1);
    // Even a flag of "sure to play" does not make a blanking player score.
    expect(projectedPoints(squad, blank23, 0, { chanceOf: () => 1 }).xpts).toBeCloseTo(result.xpts, 10);
  });

  it('subtracts hits', () => {
    const result = projectedPoints(exampleSquad(), xpts, 8);
    expect(result.total).toBeCloseTo(result.xpts - 8, 10);
  });

  it('doubles the vice captain when the captain is not in the eleven', () => {
    const squad = makeCaptain(exampleSquad(), 32); // 32 sits on the bench; vice 20 starts
    const result = projectedPoints(squad, xpts);
    expect(result.xpts).toBeCloseTo(elevenSum([1, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31]) + 2.0, 10);
  });

  it('follows formation changes', () => {
    const squad = changeFormation(exampleSquad(), '3-4-3'); // 13 to the bench, 32 on
    expect(projectedPoints(squad, xpts).xpts).toBeCloseTo(elevenSum([1, 10, 11, 12, 20, 21, 22, 23, 30, 31, 32]) + 3.0, 10);
  });
});

describe('projected points with chips and expected automatic substitutions', () => {
  const squad = exampleSquad(); // eleven 1,10,11,12,13,20,21,22,23,30,31; bench 2,14,24,32; captain 30, vice 20
  const plain = projectedPoints(squad, xpts).xpts;

  it('triple captain counts the captain three times', () => {
    expect(projectedPoints(squad, xpts, 0, { chip: '3xc' }).xpts).toBeCloseTo(plain + 3.0, 10);
  });

  it('bench boost counts the bench', () => {
    expect(projectedPoints(squad, xpts, 0, { chip: 'bboost' }).xpts).toBeCloseTo(plain + 0.2 + 1.4 + 2.4 + 3.2, 10);
  });

  it('brings on the first eligible bench player for a starter who will not play', () => {
    // defender 13 out: the eleven would be 3-4-3 with forward 32 ... but 14 (a defender) is first outfielder on the bench
    const out13 = projectedPoints(squad, xpts, 0, { chanceOf: (id) => (id === 13 ? 0 : 1) }).xpts;
    expect(out13).toBeCloseTo(plain - 1.3 + 1.4, 10);
  });

  it('skips a bench player whose arrival would break the formation', () => {
    // a 3-5-2 losing a defender cannot take a midfielder or forward (2 defenders): the bench's defender comes on
    const shaped = changeFormation(squad, '3-5-2');
    const outfield = shaped.bench.slice(1).sort((a, b) => (a.position === 2 ? 1 : 0) - (b.position === 2 ? 1 : 0));
    const threeFive = { ...shaped, bench: [shaped.bench[0], ...outfield] };
    expect(threeFive.bench[1].position).not.toBe(2);
    const firstDefender = threeFive.bench.find((s) => s.position === 2)!.playerId!;
    const without = projectedPoints(threeFive, xpts).xpts;
    const defender = threeFive.starters.find((s) => s.position === 2)!.playerId!;
    const withSub = projectedPoints(threeFive, xpts, 0, { chanceOf: (id) => (id === defender ? 0 : 1) }).xpts;
    expect(withSub).toBeCloseTo(without - defender / 10 + firstDefender / 10, 10);
  });

  it('weighs a doubtful starter by his chance, his substitute by the rest, and the vice takes the armband', () => {
    const half = projectedPoints(squad, xpts, 0, { chanceOf: (id) => (id === 30 ? 0.5 : 1) }).xpts;
    // captain 30 plays: as usual; he does not: defender 14 (first on the bench, 5-4-1 is legal) comes on, vice 20 doubled
    const without30 = plain - 3.0 * 2 + 1.4 + 2.0;
    expect(half).toBeCloseTo(0.5 * plain + 0.5 * without30, 10);
  });
});
