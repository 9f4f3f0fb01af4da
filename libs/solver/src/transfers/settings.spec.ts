import type { HighsRuntime } from '../highs/run-highs';
import { player, testHighs } from '../testing/instances';
import { flatSquad } from '../testing/plan-cases';
import type { SuggestTransfersRequest } from '../types';
import { suggestTransfers } from './suggest-transfers';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const solve = (request: SuggestTransfersRequest) => suggestTransfers(request, highs);
const transfers = (request: SuggestTransfersRequest) => solve(request).gameweeks.map((g) => g.transfers.length);

describe("the manager's settings (issue 30)", () => {
  // A midfielder who scores 1 more than the owned ones (2 a gameweek), from a club of his own.
  const withUpgrade = (price: number) => {
    const base = { ...flatSquad(1), bank: 10 };
    return { ...base, players: [...base.players, player(101, 3, 6, price, [3])] };
  };

  it('a free transfer carried past the plan is worth what the manager says: worth more than the gain, the transfer is rolled', () => {
    expect(transfers(withUpgrade(50))).toEqual([1]);
    expect(transfers({ ...withUpgrade(50), freeTransferValue: 0.8 })).toEqual([1]);
    const rolled = solve({ ...withUpgrade(50), freeTransferValue: 1.5 });
    expect(rolled.gameweeks[0].transfers).toHaveLength(0);
    // The objective holds the carried transfer's worth; the projection shown is the planner's, without it.
    expect(rolled.proof.objective).toBeCloseTo(rolled.projectedPoints + 1.5, 9);
  });

  it('money left in the bank after the plan is worth what the manager says per £0.1m', () => {
    expect(transfers(withUpgrade(55))).toEqual([1]);
    expect(transfers({ ...withUpgrade(55), bankValue: 0.1 })).toEqual([1]); // 1 xPts against 5 x 0.1 = 0.5
    const kept = solve({ ...withUpgrade(55), bankValue: 0.3 });
    expect(kept.gameweeks[0].transfers).toHaveLength(0);
    expect(kept.proof.objective).toBeCloseTo(kept.projectedPoints + 0.3 * 10, 9);
  });

  it('refuses settings out of range with the field and the range', () => {
    expect(() => solve({ ...withUpgrade(50), freeTransferValue: 5 })).toThrow('freeTransferValue must be a number from 0 to 4 (got 5)');
    expect(() => solve({ ...withUpgrade(50), bankValue: -1 })).toThrow('bankValue must be a number from 0 to 1 (got -1)');
  });
});
