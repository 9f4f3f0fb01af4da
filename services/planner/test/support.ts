import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readSnapshotSeason, type SeasonData } from '@draftroom/fpl-data';
import { startFixtureServer, type FixtureServer } from '@draftroom/fpl-fixture-server';
import { bootTestService, type BootedService } from '@draftroom/nest-kit/testing';
import request from 'supertest';

const snapshot = join(__dirname, '..', '..', '..', 'data', 'snapshot');
let season: SeasonData | undefined;

/** The real 2025/26 season from the committed snapshot (read once per test file). */
export const realSeason = (): SeasonData => (season ??= readSnapshotSeason(snapshot, '2025-26'));

/** Our recorded-fixture stand-in for the official API, serving the fixture teams. */
export const startUpstream = (): Promise<FixtureServer> => startFixtureServer({ season: realSeason() });

export interface StatsApi {
  url: string;
  svc: BootedService;
  close(): Promise<void>;
}

/**
 * The real stats service on a port of its own, as the planner's PlayerCatalogue reaches it in
 * production: the 2025/26 snapshot with the clock at gameweek 4, as the e2e stack runs.
 */
export async function startStatsApi(): Promise<StatsApi> {
  const svc = await bootTestService('stats', () => require('../../stats/src/app.module').AppModule, {
    STATS_IMPORT_SOURCE: 'snapshot', FPL_AS_OF_GW: '4', STATS_IMPORT_SEASONS: '2025-26', REDIS_URL: undefined,
  });
  // Ready once its first import and projections are in (its /health says 'starting' until then).
  const deadline = Date.now() + 240_000;
  while ((await request(svc.server).get('/health')).body.status !== 'ok') {
    if (Date.now() > deadline) throw new Error('the stats service did not finish its first import');
    await new Promise((r) => setTimeout(r, 200));
  }
  await svc.app.listen(0, '127.0.0.1');
  const { port } = svc.app.getHttpServer().address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, svc, close: () => svc.close() };
}

/** The planner service on a fresh database, talking to the given upstream and stats service. */
export function bootPlanner(env: { upstream: string; stats?: string; timeoutMs?: number }): Promise<BootedService> {
  return bootTestService('planner', () => require('../src/app.module').AppModule, {
    FPL_API_BASE_URL: env.upstream,
    FPL_API_TIMEOUT_MS: String(env.timeoutMs ?? 1500),
    STATS_SERVICE_URL: env.stats ?? 'http://127.0.0.1:9',
  });
}
