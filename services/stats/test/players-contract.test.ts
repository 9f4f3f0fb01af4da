/** @engines sqlite: an HTTP contract, the same on either engine */
import { xptsKey } from '@draftroom/contracts';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { SPEC_GAMEWEEK, snapshotPlayers, startStatsApi, type StatsApi } from '@draftroom/testing/services';

/**
 * Drafts and planner tests take their players from the stats-client fake (SnapshotPlayerCatalogue:
 * the committed snapshot through the stats service's own pure functions, no database, no HTTP).
 * This holds the fake to the real thing: the stats service after a real import of the same
 * snapshot with the clock at GW4, read through the real PlayerCatalogue over HTTP.
 */
describe('contract: the stats-client fake gives the players the real stats service gives', () => {
  let stats: StatsApi;
  beforeAll(async () => {
    stats = await startStatsApi();
  });
  afterAll(() => stats.close());

  it('the real PlayerCatalogue reading the real service equals the fake, player for player', async () => {
    const real = [...(await new PlayerCatalogue({ baseUrl: stats.url }).players()).values()];
    const fake = await snapshotPlayers(SPEC_GAMEWEEK);
    expect(real).toHaveLength(fake.length);
    expect(real).toEqual(fake);
  });

  it('both are the 2025/26 list as of gameweek 4, projections included', async () => {
    const fake = await snapshotPlayers(SPEC_GAMEWEEK);
    // Haaland at GW4: 14.1 and 13+2+9+13 points (the GW29 figures are 14.6 and 195).
    expect(fake.find((p) => p.id === 430)).toMatchObject({ price: 14.1, totalPoints: 37, teamShortName: 'MCI' });
    expect(fake.every((p) => typeof (p as Record<string, unknown>)[xptsKey(5)] === 'number')).toBe(true);
  });

  it('revalidates a stale list with its ETag: 304, and the same players', async () => {
    const catalogue = new PlayerCatalogue({ baseUrl: stats.url, freshForMs: 0 });
    const statuses: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const res = await realFetch(...args);
      statuses.push(res.status);
      return res;
    });
    try {
      const first = await catalogue.players();
      const second = await catalogue.players();
      expect(statuses).toEqual([200, 304]);
      expect(second).toBe(first);
    } finally {
      spy.mockRestore();
    }
  });
});
