/** @engines sqlite: the detail is computed in memory from what the import stored */
import request from 'supertest';
import { PlayerListSchema, PlayerProjectionSchema } from '@draftroom/contracts';
import { xptsIn } from '@draftroom/domain';
import type { BootedService } from '@draftroom/testing/services';
import { bootStatsService } from './support';

/** GET /api/players/{id}/projection (issue 30 item 6) on the committed snapshot at GW4, as the e2e stack runs. */
describe("a player's projection, part by part", () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService({ FPL_AS_OF_GW: '4' });
  });
  afterAll(() => svc.close());

  it('gives the next six gameweeks, whose parts add up to the xPts /api/players shows', async () => {
    const players = PlayerListSchema.parse((await request(svc.server).get('/api/players').expect(200)).body);
    const best = [...players].sort((a, b) => xptsIn(b, 5) - xptsIn(a, 5)).slice(0, 5);
    for (const player of best) {
      const res = await request(svc.server).get(`/api/players/${player.id}/projection`).expect(200);
      const detail = PlayerProjectionSchema.parse(res.body);
      expect(detail).toMatchObject({ playerId: player.id, asOfGameweek: 4 });
      expect(detail.gameweeks.map((g) => g.gameweek)).toEqual([5, 6, 7, 8, 9, 10]);
      for (const gw of detail.gameweeks) {
        const parts = Object.values(gw.parts).reduce((a, b) => a + b, 0);
        expect(parts).toBeCloseTo(gw.xpts, 9);
        // /api/players rounds to two decimals.
        expect(Math.abs(gw.xpts - xptsIn(player, gw.gameweek))).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(gw.chanceOf60).toBeLessThanOrEqual(gw.chanceToPlay);
      }
      expect(detail.gameweeks[0].expectedMinutes).toBeGreaterThan(0);
    }
  });

  it('with ?minutes= answers as if he played those minutes in each match, over the gameweeks a solve plans (decision 217)', async () => {
    const players = PlayerListSchema.parse((await request(svc.server).get('/api/players').expect(200)).body);
    const best = [...players].sort((a, b) => xptsIn(b, 5) - xptsIn(a, 5))[0];
    const at = async (minutes: number) =>
      PlayerProjectionSchema.parse((await request(svc.server).get(`/api/players/${best.id}/projection?minutes=${minutes}`).expect(200)).body);
    const [full, short, none] = [await at(90), await at(30), await at(0)];
    expect(full.setMinutes).toBe(90);
    expect(full.gameweeks.map((g) => g.gameweek)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    const played = full.gameweeks.filter((g) => g.expectedMinutes > 0);
    expect(played.length).toBeGreaterThan(0);
    for (const gw of played) {
      expect(gw.chanceToPlay).toBe(1);
      expect(gw.chanceOf60).toBe(1);
      expect(short.gameweeks.find((g) => g.gameweek === gw.gameweek)!.parts.appearance).toBe(gw.parts.appearance / 2);
    }
    expect(none.gameweeks.every((g) => g.xpts === 0 && g.chanceToPlay === 0)).toBe(true);
    for (const [text, message] of [['91', /0 to 90/], ['4.5', /whole number/], ['abc', /digits only/]] as const) {
      const res = await request(svc.server).get(`/api/players/${best.id}/projection?minutes=${text}`).expect(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
  });

  it('answers 404 for an id no player has and 400 for one that is not an id', async () => {
    const missing = await request(svc.server).get('/api/players/999999/projection').expect(404);
    expect(missing.body.message).toMatch(/No player with id 999999/);
    const bad = await request(svc.server).get('/api/players/abc/projection').expect(400);
    expect(bad.body.message).toBe('Id must be a number');
  });
});
