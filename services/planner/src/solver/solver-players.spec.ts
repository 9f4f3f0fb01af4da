import type { Player, PlayerProjectionDetail, PriceMoves } from '@draftroom/contracts';
import { buyingAhead, minutesSet, ownedAhead, solverPlayers } from './solver-players';

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

describe('minutesSet and solverPlayers: the manager\'s minutes in a solve (decision 217)', () => {
  const detail = (id: number, minutes: number): PlayerProjectionDetail => ({
    playerId: id, asOfGameweek: 29, setMinutes: minutes,
    // GW31 a blank; 2 xPts a match at 90 minutes, scaled for the test.
    gameweeks: [30, 31, 32].map((gameweek) => ({
      gameweek, expectedMinutes: gameweek === 31 ? 0 : minutes, chanceToPlay: gameweek === 31 || minutes === 0 ? 0 : 1, chanceOf60: minutes >= 60 && gameweek !== 31 ? 1 : 0,
      parts: { appearance: 0, goals: 0, assists: 0, cleanSheet: 0, saves: 0, bonus: 0, defensiveContributions: 0, cards: 0 },
      xpts: gameweek === 31 ? 0 : (2 * minutes) / 90 + 0.004,
    })),
  });
  const asked: string[] = [];
  const projectionAt = async (id: number, minutes: number) => {
    asked.push(`${id}@${minutes}`);
    return detail(id, minutes);
  };

  it('asks once per player and minutes, and reads each planned gameweek\'s xPts and chance from the answer', async () => {
    const set = await minutesSet([{ id: 7, gameweek: null, minutes: 45 }, { id: 7, gameweek: 32, minutes: 0 }], 30, 3, projectionAt);
    expect(asked.sort()).toEqual(['7@0', '7@45']);
    expect([...set]).toEqual([
      ['7:30', { xpts: 1, chance: 1 }],
      ['7:31', { xpts: 0, chance: 0 }],
      ['7:32', { xpts: 0, chance: 0 }],
    ]);
  });

  it('puts them in the solve, under the manager\'s own xPts of the same gameweek', async () => {
    const player = {
      id: 7, code: 7, name: 'A', web_name: 'A', position: 3, team: 1, teamName: 'X', teamShortName: 'X', price: 6, totalPoints: 0, selectedByPercent: 1,
      status: 'i', chanceOfPlaying: 0, news: 'Knee', xptsGW30: 0.5, xptsGW31: 0.5, xptsGW32: 0.5,
    } as Player;
    const set = await minutesSet([{ id: 7, gameweek: null, minutes: 90 }], 30, 3, projectionAt);
    const [solved] = solverPlayers(new Map([[7, player]]), 30, 3, [{ id: 7, gameweek: 32, xpts: 9 }], set);
    expect(solved.xpts).toEqual([2, 0, 9]);
    expect(solved.chance).toEqual([1, 0, 1]);
  });
});
