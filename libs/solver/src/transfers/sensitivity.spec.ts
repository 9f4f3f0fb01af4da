import type { HighsRuntime } from '../highs/run-highs';
import { player, testHighs } from '../testing/instances';
import { flatSquad } from '../testing/plan-cases';
import { noisyPlayers, sensitivityAnalysis } from './sensitivity';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

describe('sensitivity analysis (issue 30)', () => {
  // One clear upgrade (+3 a gameweek) and one marginal one (+0.2): the noise rarely changes the first, often the second.
  const request = () => {
    const base = flatSquad(2);
    return {
      ...base,
      players: [...base.players, player(101, 3, 6, 50, [5, 5]), player(102, 2, 7, 50, [2.2, 2.2])],
      timeLimitSeconds: 20,
    };
  };

  it('counts how often each first-gameweek move wins over noisy solves, with the mean and spread of the plans', () => {
    const progress: number[] = [];
    const result = sensitivityAnalysis(request(), highs, { runs: 12, seed: 7 }, (p) => progress.push(p.completed));
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(result.runs).toBe(12);
    expect(result.moves.reduce((n, m) => n + m.count, 0)).toBe(12);
    expect(result.moves.reduce((n, m) => n + m.share, 0)).toBeCloseTo(1, 9);
    // The clear upgrade is bought in most worlds (who makes way for him varies with the noise).
    const buying = (id: number) => result.moves.filter((m) => m.transfers.some((t) => t.in === id)).reduce((n, m) => n + m.share, 0);
    expect(buying(101)).toBeGreaterThan(0.5);
    expect(buying(101)).toBeGreaterThan(buying(102));
    expect(result.sdPoints).toBeGreaterThan(0);
    // The same seed gives the same answer.
    expect(sensitivityAnalysis(request(), highs, { runs: 12, seed: 7 })).toEqual(result);
  });

  it('moves each xPts by noise of its own size and never below 0', () => {
    const normal = () => -10;
    const [p] = noisyPlayers([player(1, 3, 1, 50, [0, 4, 9])], normal);
    expect(p.xpts).toEqual([0, 0, 0]);
    const [q] = noisyPlayers([player(1, 3, 1, 50, [0, 4, 9])], () => 1);
    expect(q.xpts).toEqual([0, 4 + 0.5 * 2, 9 + 0.5 * 3]);
  });

  it('refuses a number of runs out of range', () => {
    expect(() => sensitivityAnalysis(request(), highs, { runs: 0 })).toThrow('runs must be a whole number from 1 to 100 (got 0)');
  });
});
