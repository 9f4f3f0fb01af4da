import { applySuggestion, createPlan, planWorth, squadFromPlayers } from '@draftroom/domain';
import type { HighsRuntime } from '../highs/run-highs';
import { plannerPlayer } from '../request/squad-checks';
import { seeded, testHighs } from '../testing/instances';
import { randomPlanCase } from '../testing/plan-cases';
import type { SolverPlayer } from '../types';
import { suggestTransfers } from './suggest-transfers';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const FLAGS = [0, 0.25, 0.5, 0.75];

/**
 * A market as the planner sees it: some players flagged (a chance of playing from the game's
 * flag, the same every gameweek) and some gameweeks blank for some players (no projection). The
 * solver is given the same as one chance per gameweek, 0 in a blank, as the planner service
 * sends it.
 */
function flaggedMarket(seed: number, players: readonly SolverPlayer[]) {
  const random = seeded(seed * 7919);
  const flag = new Map(players.map((p) => [p.id, random() < 0.25 ? FLAGS[Math.floor(random() * FLAGS.length)] : 1]));
  const blank = new Map(players.map((p) => [p.id, p.xpts.map(() => random() < 0.08)]));
  const withChance = players.map((p) => ({ ...p, chance: p.xpts.map((_, k) => (blank.get(p.id)![k] ? 0 : flag.get(p.id)!)) }));
  return {
    players: withChance,
    chanceOf: (id: number) => flag.get(id) ?? 1,
    xptsAt: (firstGameweek: number) => (id: number, gameweek: number) => {
      const k = gameweek - firstGameweek;
      const p = withChance.find((x) => x.id === id)!;
      return blank.get(id)![k] ? undefined : p.xpts[k];
    },
  };
}

describe("the solver's projection is the planner's for the same plan (issue 30, one expected-points rule)", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('random flagged market %i: applied through the planner, the plan projects what the solver reported', (seed) => {
    const request = randomPlanCase(seed, { 1: 3, 2: 8, 3: 8, 4: 6 }, 3);
    const market = flaggedMarket(seed, request.players);
    const result = suggestTransfers({ ...request, players: market.players }, highs);

    const byId = new Map(market.players.map((p) => [p.id, p]));
    const lookup = (id: number) => (byId.has(id) ? plannerPlayer(byId.get(id)!) : undefined);
    const base = squadFromPlayers(request.squad.map((e) => e.id), request.bank, request.firstGameweek, lookup, (a, b) => a - b);
    const applied = applySuggestion(createPlan(base, request.firstGameweek, request.freeTransfers), result.gameweeks, lookup);
    if ('problem' in applied) throw new Error(applied.problem);

    const worth = planWorth(applied.plan, lookup, market.xptsAt(request.firstGameweek), market.chanceOf);
    expect(worth.gameweeks.map((g) => g.planned)).toEqual(result.gameweeks.map((g) => Math.round((g.xpts - g.hits) * 100) / 100));
    expect(worth.planned).toBeCloseTo(result.projectedPoints, 9);
  });

  it('never captains a player without a fixture, and counts a flagged player at his chance', () => {
    const request = randomPlanCase(11, { 1: 3, 2: 8, 3: 8, 4: 6 }, 2);
    const star = request.squad[14].id; // a forward owned from the start
    const players = request.players.map((p) => (p.id === star ? { ...p, xpts: [20, 20], chance: [0, 1] } : p));
    const result = suggestTransfers({ ...request, players, maxHits: 0 }, highs);
    const [blankWeek, next] = result.gameweeks;
    expect(blankWeek.captain).not.toBe(star);
    if (next.squad.includes(star)) expect(next.captain).toBe(star);
  });
});
