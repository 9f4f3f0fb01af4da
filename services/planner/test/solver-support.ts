import request from 'supertest';
import { SolverJobSchema, type Player, type SolverJob } from '@draftroom/contracts';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { bootTestService, SPEC_GAMEWEEK, type BootedService, type SnapshotPlayerCatalogue } from '@draftroom/testing/services';
import { SeasonClock } from '../src/solver/season-clock';

/**
 * The planner with the stats-client fakes: the snapshot's players and a season clock planning
 * from `planningFrom` (the gameweek after the e2e stack's GW4 by default).
 */
export function bootSolverPlanner(env: { upstream: string; catalogue: SnapshotPlayerCatalogue; planningFrom?: number; extra?: Record<string, string | undefined> }) {
  const planningFrom = env.planningFrom ?? SPEC_GAMEWEEK + 1;
  return bootTestService('planner', () => require('../src/app.module').AppModule, {
    FPL_API_BASE_URL: env.upstream, FPL_API_TIMEOUT_MS: '1500', STATS_SERVICE_URL: 'http://127.0.0.1:9', ...env.extra,
  }, {
    overrides: [
      { provide: PlayerCatalogue, useValue: env.catalogue },
      { provide: SeasonClock, useValue: { planningFrom: async () => planningFrom } },
    ],
  });
}

/** Polls a solver job until it leaves 'queued'/'running' (or `until` says stop). */
export async function waitForJob(svc: BootedService, id: string, until: (job: SolverJob) => boolean = (j) => !['queued', 'running'].includes(j.state), timeoutMs = 60_000): Promise<SolverJob> {
  const started = Date.now();
  for (;;) {
    const job = SolverJobSchema.parse((await request(svc.server).get(`/api/solver/jobs/${id}`).expect(200)).body);
    if (until(job)) return job;
    if (Date.now() - started > timeoutMs) throw new Error(`job ${id} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A half-built draft: the two most expensive players of each position that fit one per club. */
export function halfDraft(players: readonly Player[]): number[] {
  const picked: Player[] = [];
  for (const position of [1, 2, 3, 4]) {
    const best = players.filter((p) => p.position === position && !picked.some((q) => q.team === p.team)).sort((a, b) => b.price - a.price || a.id - b.id);
    picked.push(...best.slice(0, position === 1 ? 1 : 2));
  }
  return picked.map((p) => p.id);
}
