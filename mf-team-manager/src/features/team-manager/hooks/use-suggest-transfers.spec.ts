import type { Player } from '@draftroom/contracts';
import { createPlan, squadFromPlayers } from '@draftroom/domain';
import { aPlayer } from '@draftroom/testing';
import { buildMarket } from '../../../shared/hooks/use-market';
import { suggestRequest } from './use-suggest-transfers';

const POSITIONS = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4];
const players: Player[] = POSITIONS.map((position, i) => aPlayer({ id: 100 + i, position, team: i + 1, price: 5 }));
const market = buildMarket(players, [], []);

describe('suggestRequest', () => {
  it('sends what was paid beside the selling price when the plan knows it, so a predicted fall is taken by the game\'s rule (decision 207)', () => {
    const squad = { ...squadFromPlayers(players.map((p) => p.id), 10, 30, market.lookup, (a, b) => a - b), purchasePrices: { 100: 45, 101: 52 } };
    const body = suggestRequest(createPlan(squad, 30, 1), market.lookup, { horizon: 3 });
    const byId = new Map(body.squad!.map((e) => [e.id, e]));
    expect(byId.get(100)).toEqual({ id: 100, sellingPrice: 47, purchasePrice: 45 });
    expect(byId.get(101)).toEqual({ id: 101, sellingPrice: 50, purchasePrice: 52 });
    expect(byId.get(102)).toEqual({ id: 102, sellingPrice: 50 });
  });
});
