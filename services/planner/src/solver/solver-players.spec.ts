import type { PriceMoves } from '@draftroom/contracts';
import { ownedAhead } from './solver-players';

const moves: PriceMoves = {
  season: '2025-26', asOfGameweek: 29, fromGameweek: 30, fittedOn: ['2023-24', '2024-25'],
  rule: { rise: { minNet: 75_000, minShare: 0.01 }, fall: { minNet: 10_000, minShare: 0.05 } },
  players: [
    { id: 1, price: 70, change: -1, netTransfers: -60_000, shareOfOwners: -0.08, prices: Array(9).fill(69) },
    { id: 2, price: 80, change: 1, netTransfers: 150_000, shareOfOwners: 0.03, prices: Array(9).fill(81) },
  ],
};

describe('ownedAhead: an owned player with his selling price per planned gameweek (decision 207)', () => {
  it('sells a player predicted to fall at today\'s selling price first, then one tenth lower', () => {
    expect(ownedAhead({ id: 1, sellingPrice: 70, purchasePrice: 70 }, 70, moves, 30, 3)).toEqual({ id: 1, sellingPrice: 70, sellingPrices: [70, 69, 69] });
  });

  it('takes a fall with a known purchase price by the rule: from £6.8m (bought £6.6m, now £7.0m) to £6.7m', () => {
    expect(ownedAhead({ id: 1, sellingPrice: 68, purchasePrice: 66 }, 70, moves, 30, 3)).toEqual({ id: 1, sellingPrice: 68, sellingPrices: [68, 67, 67] });
  });

  it('does not count a predicted rise above the selling price now, which the planner could not apply and save', () => {
    expect(ownedAhead({ id: 2, sellingPrice: 80, purchasePrice: 80 }, 80, moves, 30, 2)).toEqual({ id: 2, sellingPrice: 80 });
    expect(ownedAhead({ id: 2, sellingPrice: 79, purchasePrice: 79 }, 80, moves, 30, 2)).toEqual({ id: 2, sellingPrice: 79 });
    expect(ownedAhead({ id: 2, sellingPrice: 80 }, 80, moves, 30, 2)).toEqual({ id: 2, sellingPrice: 80 });
  });

  it('sends no per-gameweek prices for a player predicted to hold, without predictions, or predicted from another price', () => {
    expect(ownedAhead({ id: 3, sellingPrice: 50 }, 50, moves, 30, 3)).toEqual({ id: 3, sellingPrice: 50 });
    expect(ownedAhead({ id: 1 }, 70, undefined, 30, 3)).toEqual({ id: 1, sellingPrice: 70 });
    expect(ownedAhead({ id: 1 }, 71, moves, 30, 3)).toEqual({ id: 1, sellingPrice: 71 });
  });
});
