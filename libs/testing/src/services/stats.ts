import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bootTestService, listen, type BootedService } from './boot-service';
import { testEngine, type DatabaseTemplate } from './test-database';
import { oncePerRun, testRun } from './test-run';

const statsModule = () => require('@draftroom/stats-service/app-module').AppModule;

type Env = Record<string, string | undefined>;

/** The stats service's own defaults for a test: the committed snapshot, every season, the latest clock, in-process jobs. */
const STATS_TEST_DEFAULTS: Env = {
  STATS_IMPORT_SOURCE: 'snapshot', FPL_AS_OF_GW: undefined, STATS_IMPORT_SEASONS: undefined, REDIS_URL: undefined,
  // The xPts backtest figures take seconds of CPU per boot; the one test that needs them runs the job itself.
  STATS_EVALUATE_XPTS: 'off',
};

/** Settings a template can stand for: which seasons and which clock. Anything else boots on an empty database. */
const TEMPLATE_KEYS = new Set(Object.keys(STATS_TEST_DEFAULTS));

/**
 * Boots the stats service and waits until its first import and projection have finished.
 *
 * The import (up to 94,587 rows) and the projections are the slow part of a stats test, and
 * every test with the same seasons and clock would produce the same database. So the first
 * test of a run to ask for a combination runs the real first start (empty database, import,
 * projection) and keeps that database as a template; later ones start from a copy of it (a file
 * copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL). Settings a template cannot
 * stand for (Redis, the official API, another source) always start from an empty database.
 */
export async function bootStatsService(env: Env = {}): Promise<BootedService> {
  const settings = { ...STATS_TEST_DEFAULTS, ...env };
  const shareable = settings.STATS_IMPORT_SOURCE === 'snapshot' && !settings.REDIS_URL && Object.keys(settings).every((k) => TEMPLATE_KEYS.has(k));
  const template = shareable ? await statsTemplate(settings) : undefined;
  const svc = await bootTestService('stats', statsModule, settings, { from: template });
  await waitUntilReady(svc);
  return svc;
}

/** The stats service on an empty database, as on a first start: nothing shared with other tests. */
export async function bootFreshStatsService(env: Env = {}): Promise<BootedService> {
  const svc = await bootTestService('stats', statsModule, { ...STATS_TEST_DEFAULTS, ...env });
  await waitUntilReady(svc);
  return svc;
}

/**
 * The database the stats service has after a first start with these settings, built once per
 * run. A pinned clock starts from the same seasons' latest-clock template: the service sees the
 * clock moved and re-projects at start (what a restart with another FPL_AS_OF_GW does), which
 * costs a projection instead of a whole import.
 */
function statsTemplate(settings: Env): Promise<DatabaseTemplate> {
  const seasons = settings.STATS_IMPORT_SEASONS ?? 'all';
  const clock = settings.FPL_AS_OF_GW ? `gw${settings.FPL_AS_OF_GW}` : 'latest';
  const key = `stats_${testEngine()}_${seasons}_${clock}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  return oncePerRun(key, async () => {
    const base = settings.FPL_AS_OF_GW ? await statsTemplate({ ...settings, FPL_AS_OF_GW: undefined }) : undefined;
    const { dir, id } = testRun();
    const at = testEngine() === 'sqlite' ? join(dir, `${key}.sqlite`) : `dr_tpl_${id}_${key}`.slice(0, 63);
    const svc = await bootTestService('stats', statsModule, settings, { at, from: base });
    await waitUntilReady(svc);
    // A copy must hold everything: fold SQLite's write-ahead log into the file, then disconnect.
    if (svc.db.engine === 'sqlite') await svc.app.get(DataSource).query('PRAGMA wal_checkpoint(TRUNCATE)');
    await svc.app.close();
    return svc.db.template;
  });
}

/**
 * Waits until the first import and the projection at the service's clock are stored. /health
 * turns 'ok' once any projection exists, so after the clock moved this also waits for the
 * projection at the current clock to replace the one from before.
 */
export async function waitUntilReady(svc: BootedService, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let clock: number | undefined;
  for (;;) {
    const health = (await request(svc.server).get('/health')).body;
    if (health.status === 'ok') {
      clock ??= (await request(svc.server).get('/api/season').expect(200)).body.currentGameweek as number;
      // The season served is the one /health names (seasons are values: it may be any season).
      const served = health.details?.serving?.season as string | undefined;
      const current = health.details?.seasons?.find((s: { season: string }) => s.season === served);
      if (current?.projectedAsOf === clock) return;
    }
    if (Date.now() > deadline) throw new Error(`stats service not ready: ${JSON.stringify(health)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface StatsApi {
  url: string;
  svc: BootedService;
  close(): Promise<void>;
}

/**
 * The real stats service on a port of its own, as PlayerCatalogue reaches it in production:
 * every season of the snapshot with the clock at gameweek 4, as the e2e stack runs.
 */
export async function startStatsApi(): Promise<StatsApi> {
  const svc = await bootStatsService({ FPL_AS_OF_GW: '4' });
  return { url: await listen(svc), svc, close: () => svc.close() };
}
