import { formationShape, POSITION_IDS, TEAM_FORMATIONS, type PositionId } from '@draftroom/domain';
import type { HighsRuntime } from '../highs/run-highs';
import { solveMip } from '../highs/run-highs';
import { lineupOf, modelValue } from '../plan/lineups';
import { player, randomPlayers, seeded, testHighs } from '../testing/instances';
import type { SolverPlayer } from '../types';
import { addLineupRows, FIVE_AT_BACK, STARTER_LIMITS } from './lineup-rows';
import { ModelBuilder } from './model-builder';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

it('the starter rows allow exactly the Team Manager formations', () => {
  const allowed = new Set<string>();
  for (const five of [0, 1]) {
    for (let def = 0; def <= 5; def += 1) {
      for (let mid = 0; mid <= 5; mid += 1) {
        const fwd = 10 - def - mid;
        const counts: Record<PositionId, number> = { 1: 1, 2: def, 3: mid, 4: fwd };
        const fits = POSITION_IDS.every((p) => {
          const [min, max] = STARTER_LIMITS[p];
          return counts[p] >= min + five * FIVE_AT_BACK[p][0] && counts[p] <= max + five * FIVE_AT_BACK[p][1];
        });
        if (fits) allowed.add(`${def}-${mid}-${fwd}`);
      }
    }
  }
  expect([...allowed].sort()).toEqual([...TEAM_FORMATIONS].sort());
  for (const f of TEAM_FORMATIONS) expect(Object.values(formationShape(f)).reduce((a, b) => a + b, 0)).toBe(11);
});

/** The best lineup value of a fixed squad as the model counts it (starter shares continuous). */
function modelLineupValue(squad: readonly SolverPlayer[], strict: boolean): number {
  const builder = new ModelBuilder();
  const columns = squad.map(() => builder.addColumn({ lower: 1, upper: 1, integer: true }));
  addLineupRows(builder, squad, (i) => columns[i], 0, 1, 0, strict);
  const outcome = solveMip(highs, builder.build(), { timeLimitSeconds: 10 });
  return outcome.objective!;
}

const squadOf = (pool: readonly SolverPlayer[]) => {
  const quota: Record<number, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
  return pool.filter((p) => (quota[p.position] -= 1) >= 0);
};

it('a whole squad is worth exactly its best eleven by the domain (captain doubled), without formation variables', () => {
  for (let seed = 1; seed <= 40; seed += 1) {
    const squad = squadOf(randomPlayers(seeded(seed), { counts: { 1: 2, 2: 5, 3: 5, 4: 3 }, clubs: 20, horizon: 1 }));
    expect(modelLineupValue(squad, true)).toBeCloseTo(modelValue(squad, 0, 1, 0), 6);
  }
});

it('relaxed, the five-at-the-back binary lets 4-5-1 and 5-3-2 mix; strict, it does not', () => {
  // Five good defenders, four good midfielders, one good forward: 5-4-1 would be best, and it is not allowed.
  const xpts = { 1: [5, 0], 2: [6, 6, 6, 6, 6], 3: [6, 6, 6, 6, 0], 4: [6, 0, 0] } as Record<PositionId, number[]>;
  const squad = POSITION_IDS.flatMap((position) => xpts[position].map((x, k) => player(position * 10 + k, position, 1, 50, [x])));
  const best = lineupOf(squad, 0, 1);
  expect(best.formation).not.toBe('5-4-1');
  expect(modelLineupValue(squad, true)).toBeCloseTo(best.xpts, 6);
  expect(modelLineupValue(squad, false)).toBeGreaterThan(best.xpts + 1);
});
