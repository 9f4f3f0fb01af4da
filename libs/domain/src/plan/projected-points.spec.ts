import { exampleSquad } from './example-squad.fixture';
import { projectedPoints } from './projected-points';
import { changeFormation, makeCaptain } from './squad-slots';

/** A made-up projection: a player's xPts is his id / 10 (30 -> 3.0), none for player 23. */
const xpts = (id: number) => (id === 23 ? undefined : id / 10);
const elevenSum = (ids: number[]) => ids.filter((id) => id !== 23).reduce((n, id) => n + id / 10, 0);

describe('projected points of a gameweek', () => {
  it("sums the eleven's xPts with the captain counted twice, the bench not at all", () => {
    const squad = exampleSquad(); // eleven 1,10,11,12,13,20,21,22,23,30,31; captain 30
    const result = projectedPoints(squad, xpts);
    const expected = elevenSum([1, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31]) + 3.0;
    expect(result.xpts).toBeCloseTo(expected, 10);
    expect(result).toMatchObject({ hits: 0, missing: 1 });
    expect(result.total).toBe(result.xpts);
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
