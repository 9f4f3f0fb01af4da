/** @engines postgres: PostgreSQL is where odd input used to become a 500 */
import fc from 'fast-check';
import request from 'supertest';
import { anyQuery, anySegment, fuzzSettings } from '@draftroom/testing/fuzz';
import type { BootedService } from '@draftroom/testing/services';
import { bootStatsService } from './support';

/**
 * Fuzzing every path and query parameter of the stats service (issue 11 proof, decision 075):
 * it has no writes, and no answer may be a 5xx. Same seed and sizes as the other fuzz files.
 */
describe('stats service under fuzzed paths and queries', () => {
  let svc: BootedService;
  const answers: Record<string, number> = {};
  beforeAll(async () => {
    svc = await bootStatsService();
  });
  afterAll(async () => {
    console.log(`stats fuzz answers by status: ${JSON.stringify(answers)}`);
    await svc.close();
  });

  it('no 5xx on any path or query parameter', async () => {
    const path = fc.oneof(
      ...['players', 'teams', 'fixtures', 'season', 'season-stats', 'season-stats-2526', 'gameweek-points', 'ingestion'].map((p) =>
        anyQuery(['gameweek', 'season', 'position', 'team', 'sort', 'x']).map((q) => `/api/${p}?${q}`)),
      anySegment.map((s) => `/api/player-gw-data/${s}`),
      anySegment.map((s) => `/api/player-gw-data-2526/${s}`),
    );
    await fc.assert(fc.asyncProperty(path, async (p) => {
      const res = await request(svc.server).get(p);
      answers[res.status] = (answers[res.status] ?? 0) + 1;
      if (res.status >= 500) throw new Error(`GET ${p} answered ${res.status}`);
    }), fuzzSettings());
  });
});
