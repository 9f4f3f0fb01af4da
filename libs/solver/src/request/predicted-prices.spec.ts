import { buyingAhead, ownedAhead, type PredictedMoves } from './predicted-prices';

/** As GET /api/players/price-moves gives them at GW29: 1 predicted to fall, 2 to rise. */
const moves: PredictedMoves = {
  fromGameweek: 30,
  players: [
    { id: 1, price: 70, prices: Array(9).fill(69) },
    { id: 2, price: 80, prices: Array(9).fill(81) },
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

describe('buyingAhead: a player predicted to rise costs more to buy after the first planned gameweek (decision 188)', () => {
  const solverPlayer = (id: number, price: number) => ({ id, position: 3 as const, club: 1, price, xpts: [2, 2, 2] });

  it('sends the rise for the gameweeks after the first, and nothing for a fall, a player predicted to hold or one predicted from another price', () => {
    const players = [solverPlayer(1, 70), solverPlayer(2, 80), solverPlayer(3, 50)];
    expect(buyingAhead(players, moves, 30, 3)).toEqual([players[0], { ...players[1], buyPrices: [80, 81, 81] }, players[2]]);
    expect(buyingAhead([solverPlayer(2, 81)], moves, 30, 3)).toEqual([solverPlayer(2, 81)]);
    expect(buyingAhead(players, undefined, 30, 3)).toEqual(players);
  });

  it('sends nothing over a one-gameweek plan, whose purchases are all at today\'s price', () => {
    expect(buyingAhead([solverPlayer(2, 80)], moves, 30, 1)).toEqual([solverPlayer(2, 80)]);
  });
});
