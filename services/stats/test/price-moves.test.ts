/** @engines sqlite: the moves are computed in memory from what the import stored */
import request from 'supertest';
import { PlayerListSchema, PRICE_MOVES_API, PriceMovesSchema } from '@draftroom/contracts';
import type { BootedService } from '@draftroom/testing/services';
import { bootStatsService } from './support';

/**
 * GET /api/players/price-moves (issue 30 item 4, decision 207) on the committed snapshot, the clock
 * pinned at GW4: the clock the other stats files pin, so this boots from their database template
 * instead of building one of its own (a projection of every season). GW4 of 2025/26
 * has rises and falls to predict (35 and 111 past the rule's thresholds).
 */
describe('predicted price moves', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService({ FPL_AS_OF_GW: '4' });
  });
  afterAll(() => svc.close());

  it('lists the players predicted to move before GW5, from the price /api/players serves, with a price for every deadline to GW38', async () => {
    const moves = PriceMovesSchema.parse((await request(svc.server).get(PRICE_MOVES_API).expect(200)).body);
    const players = new Map(PlayerListSchema.parse((await request(svc.server).get('/api/players').expect(200)).body).map((p) => [p.id, p]));
    expect(moves).toMatchObject({ season: '2025-26', asOfGameweek: 4, fromGameweek: 5, fittedOn: ['2023-24', '2024-25'] });
    expect(moves.rule).not.toBeNull();
    expect(moves.players.some((p) => p.change > 0)).toBe(true);
    expect(moves.players.some((p) => p.change < 0)).toBe(true);
    for (const move of moves.players) {
      expect(Math.round(players.get(move.id)!.price * 10)).toBe(move.price);
      expect([1, -1]).toContain(move.change);
      expect(move.prices).toEqual(Array(34).fill(move.price + move.change));
      // The rule's reason: net transfers the same way as the move, past both of its thresholds.
      const t = move.change > 0 ? moves.rule!.rise : moves.rule!.fall;
      expect(Math.sign(move.netTransfers)).toBe(move.change);
      expect(Math.abs(move.netTransfers)).toBeGreaterThanOrEqual(t.minNet);
      expect(Math.abs(move.shareOfOwners)).toBeGreaterThanOrEqual(t.minShare - 1e-4);
    }
  });
});
