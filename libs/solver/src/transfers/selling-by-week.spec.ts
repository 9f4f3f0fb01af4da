import { sellingPrice, sellingPricesAhead } from '@draftroom/domain';
import type { HighsRuntime } from '../highs/run-highs';
import { player, testHighs } from '../testing/instances';
import { flatSquad } from '../testing/plan-cases';
import type { SuggestTransfersRequest } from '../types';
import { suggestTransfers } from './suggest-transfers';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const MIDFIELDERS = new Set([8, 9, 10, 11, 12]);

/**
 * Two gameweeks, no money in the bank. A £5.0m midfielder from his own club scores 1 more than the
 * owned ones in the second gameweek and 0.1 less in the first, so without price changes the
 * transfer waits for the second. Predicted falls take every owned midfielder's selling price to
 * £4.9m in the second gameweek, when the newcomer would no longer be affordable.
 */
function lateUpgrade(midfieldersFall: boolean): SuggestTransfersRequest {
  const base = flatSquad(2);
  return {
    ...base,
    players: [...base.players, player(101, 3, 6, 50, [1.9, 3])],
    squad: base.squad.map((e) => (midfieldersFall && MIDFIELDERS.has(e.id) ? { ...e, sellingPrices: [50, 49] } : e)),
  };
}

const transferWeeks = (request: SuggestTransfersRequest) => suggestTransfers(request, highs).gameweeks.map((g) => g.transfers.length);

describe('selling prices that change during the plan (decision 206)', () => {
  it('without a predicted fall the upgrade waits for the gameweek it scores in', () => {
    expect(transferWeeks(lateUpgrade(false))).toEqual([0, 1]);
  });

  it('a predicted fall makes selling a gameweek earlier better, and the plan sells at the price of that gameweek', () => {
    const plan = suggestTransfers(lateUpgrade(true), highs);
    expect(plan.gameweeks.map((g) => g.transfers.length)).toEqual([1, 0]);
    expect(plan.gameweeks[0].transfers[0]).toMatchObject({ in: 101, sellingPrice: 50, price: 50 });
    expect(plan.gameweeks.map((g) => g.bank)).toEqual([0, 0]);
    expect(plan.proof.status).toBe('optimal');
  });

  it('sells at the later price when the sale waits: a rise in the selling price pays for a dearer player', () => {
    // The newcomer costs £5.1m; an owned midfielder's selling price rises to £5.1m in the second gameweek.
    const base = lateUpgrade(false);
    const request = {
      ...base,
      players: base.players.map((p) => (p.id === 101 ? { ...p, price: 51, xpts: [3, 3] } : p)),
      squad: base.squad.map((e) => (e.id === 9 ? { ...e, sellingPrices: [50, 51] } : e)),
    };
    const plan = suggestTransfers(request, highs);
    expect(plan.gameweeks.map((g) => g.transfers)).toEqual([[], [{ out: 9, in: 101, sellingPrice: 51, price: 51 }]]);
    expect(plan.gameweeks[1].bank).toBe(0);
  });

  it('refuses per-gameweek selling prices that do not cover the plan or disagree with the selling price now', () => {
    const short = { ...lateUpgrade(false), squad: lateUpgrade(false).squad.map((e, i) => (i === 0 ? { ...e, sellingPrices: [50] } : e)) };
    expect(() => suggestTransfers(short, highs)).toThrow('squad.0.sellingPrices must give a selling price for each of the 2 planned gameweeks');
    const off = { ...lateUpgrade(false), squad: lateUpgrade(false).squad.map((e, i) => (i === 0 ? { ...e, sellingPrices: [49, 49] } : e)) };
    expect(() => suggestTransfers(off, highs)).toThrow("squad.0.sellingPrices starts at 49 but sellingPrice is 50: the first planned gameweek's must be the same");
  });
});

describe('selling prices from predicted prices by the game rule (decision 207)', () => {
  // The owned midfielders were bought at £4.6m and are £5.0m now: each sells for £4.8m, exactly
  // the newcomer's price, so without a move the upgrade waits for the gameweek it scores in.
  const PAID = 46;
  const NOW = 50;
  const withPredicted = (predicted: number | null): SuggestTransfersRequest => {
    const base = flatSquad(2);
    const path = predicted === null ? undefined : { fromGameweek: base.firstGameweek, prices: [predicted, predicted] };
    return {
      ...base,
      players: [...base.players, player(101, 3, 6, 48, [1.9, 3])],
      squad: base.squad.map((e) => {
        if (!MIDFIELDERS.has(e.id)) return e;
        const sale = { nowTenths: NOW, sellingNowTenths: sellingPrice(NOW, PAID), paidTenths: PAID };
        return { id: e.id, sellingPrice: sale.sellingNowTenths, sellingPrices: sellingPricesAhead(sale, path, base.firstGameweek, base.horizon!) };
      }),
    };
  };

  it('a predicted fall of £0.1m takes the selling price from £4.8m to £4.7m, so the upgrade is made a gameweek early', () => {
    expect(withPredicted(null).squad[7].sellingPrices).toEqual([48, 48]);
    expect(transferWeeks(withPredicted(null))).toEqual([0, 1]);
    expect(withPredicted(49).squad[7].sellingPrices).toEqual([48, 47]);
    const plan = suggestTransfers(withPredicted(49), highs);
    expect(plan.gameweeks.map((g) => g.transfers.length)).toEqual([1, 0]);
    expect(plan.gameweeks[0].transfers[0]).toMatchObject({ in: 101, sellingPrice: 48, price: 48 });
  });

  it('a predicted rise of £0.1m adds half the rise since purchase, rounded down: £0.5m halves to £0.2m, so he still sells for £4.8m and the plan stays', () => {
    expect(withPredicted(51).squad[7].sellingPrices).toEqual([48, 48]);
    expect(transferWeeks(withPredicted(51))).toEqual([0, 1]);
  });
});
