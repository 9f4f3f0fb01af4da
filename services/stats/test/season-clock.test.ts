/** @engines sqlite: served from memory; the PostgreSQL pass checks the rows it is computed from (season-round-trip.test.ts) */
import request from 'supertest';
import { PlayerListSchema, SeasonInfoSchema } from '@draftroom/contracts';
import type { BootedService } from '@draftroom/testing/services';
import { bootStatsService } from './support';

describe('stats catalogue with the clock pinned at gameweek 4 (FPL_AS_OF_GW=4)', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService({ FPL_AS_OF_GW: '4' });
  });
  afterAll(() => svc.close());

  it('plans from gameweek 5 as the spec describes', async () => {
    const info = SeasonInfoSchema.parse((await request(svc.server).get('/api/season').expect(200)).body);
    expect(info).toMatchObject({ currentGameweek: 4, planningFrom: 5, nextGameweeks: [5, 6, 7, 8, 9, 10], pinnedByConfiguration: true });
  });

  it('shows prices, clubs and points as they were, not as they became', async () => {
    const players = PlayerListSchema.parse((await request(svc.server).get('/api/players').expect(200)).body);
    // Haaland: GW4 price 14.1 and 13+2+9+13 points in GW1-4 (the GW29 figures are 14.6 and 195)
    expect(players.find((p) => p.id === 430)).toMatchObject({ price: 14.1, totalPoints: 37, teamShortName: 'MCI' });
    // Semenyo played for Bournemouth in GW4; he joined Man City in January
    expect(players.find((p) => p.id === 82)).toMatchObject({ teamShortName: 'BOU' });
  });

  it('withholds results after the clock', async () => {
    const fixtures = (await request(svc.server).get('/api/fixtures').expect(200)).body as Array<{ gameweek: number; finished: boolean; homeScore: number | null }>;
    expect(fixtures.filter((f) => f.finished).every((f) => f.gameweek <= 4)).toBe(true);
    expect(fixtures.filter((f) => f.gameweek === 5).every((f) => f.homeScore === null)).toBe(true);
  });
});
