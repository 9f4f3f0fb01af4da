import request from 'supertest';
import { bootTestService, type BootedService } from '@draftroom/nest-kit/testing';

/** Boots the stats service on a fresh database and waits until its first import and projection finish. */
export async function bootStatsService(env: Record<string, string | undefined> = {}): Promise<BootedService> {
  const svc = await bootTestService('stats', () => require('../src/app.module').AppModule, {
    STATS_IMPORT_SOURCE: 'snapshot',
    FPL_AS_OF_GW: undefined,
    STATS_IMPORT_SEASONS: undefined,
    REDIS_URL: undefined,
    ...env,
  });
  await waitUntilReady(svc);
  return svc;
}

export async function waitUntilReady(svc: BootedService, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(svc.server).get('/health');
    if (res.body.status === 'ok') return;
    if (Date.now() > deadline) throw new Error(`stats service not ready: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
