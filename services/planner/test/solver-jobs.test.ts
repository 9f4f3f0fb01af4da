/** @engines sqlite */
import request from 'supertest';
import { BestDraftResultSchema, SensitivityResultSchema, SolverJobStartedSchema, SuggestTransfersResultSchema, type Player } from '@draftroom/contracts';
import { squadProblem, type PositionId } from '@draftroom/domain';
import { FIXTURE_TEAMS, type FixtureServer } from '@draftroom/fpl-fixture-server';
import { snapshotCatalogue, startUpstream, type BootedService, type SnapshotPlayerCatalogue } from '@draftroom/testing/services';
import { bootSolverPlanner, halfDraft, waitForJob } from './solver-support';

/**
 * Solves as jobs without Redis (decision 113): each in a child process of the planner, polled,
 * cancelled; the answers pass the domain's squad rule.
 */
describe('solver jobs, in process', () => {
  let upstream: FixtureServer;
  let svc: BootedService;
  let players: Player[];
  let catalogue: SnapshotPlayerCatalogue;

  beforeAll(async () => {
    upstream = await startUpstream();
    catalogue = await snapshotCatalogue();
    players = [...catalogue.list];
    svc = await bootSolverPlanner({ upstream: upstream.url, catalogue, extra: { SOLVER_CONCURRENCY: '1', REDIS_URL: undefined } });
  });

  afterAll(async () => {
    await svc?.close();
    await upstream?.close();
  });

  const start = async (path: string, body: object) =>
    SolverJobStartedSchema.parse((await request(svc.server).post(`/api/solver/${path}`).send(body).then((r) => (r.status === 202 ? r : Promise.reject(new Error(JSON.stringify(r.body)))))).body);

  it('completes a half-built draft: the locked players stay and the fifteen pass the squad rules', async () => {
    const locked = halfDraft(players);
    const started = await start('best-draft', { locked, horizon: 3 });
    expect(started).toMatchObject({ kind: 'best-draft', firstGameweek: 5 });
    const job = await waitForJob(svc, started.id);
    expect(job).toMatchObject({ state: 'done', error: null });
    const result = BestDraftResultSchema.parse(job.result);
    expect(result.squad).toEqual(expect.arrayContaining(locked));
    expect(result.horizon).toBe(3);
    expect(result.benchWeight).toBe(0.1);
    expect(result.proof).toMatchObject({ status: 'optimal' });
    expect(result.proof.gap).toBeLessThan(1e-6);
    const byId = new Map(players.map((p) => [p.id, p]));
    const squad = result.squad.map((id) => byId.get(id)!).map((p) => ({ id: p.id, position: p.position as PositionId, team: p.team, teamName: p.teamName, price: p.price }));
    expect(squadProblem(squad)).toBeNull();
    expect(result.gameweeks.map((g) => g.gameweek)).toEqual([5, 6, 7]);
    expect(job.progress.elapsedSeconds).toBeGreaterThan(0);
  });

  it('suggests transfers for a recorded team from its picks, bank and free transfers', async () => {
    const started = await start('transfers', { teamId: FIXTURE_TEAMS.plain, horizon: 2 });
    const job = await waitForJob(svc, started.id);
    expect(job.state).toBe('done');
    const result = SuggestTransfersResultSchema.parse(job.result);
    expect(result.gameweeks.map((g) => g.gameweek)).toEqual([5, 6]);
    expect(result.gameweeks[0].freeTransfers).toBe(4);
    expect(result.projectedPoints).toBeGreaterThanOrEqual(result.rollPoints);
  });

  it('plans the chips asked for and the manager\'s own xPts (issue 30), and refuses the free hit in words', async () => {
    const cheapForward = players.filter((p) => p.position === 4).sort((a, b) => a.price - b.price)[0];
    const started = await start('transfers', {
      teamId: FIXTURE_TEAMS.plain, horizon: 2,
      chipOptions: [{ chip: '3xc', gameweek: 6, choice: 'forced' }],
      xptsEdits: [{ id: cheapForward.id, gameweek: 5, xpts: 30 }],
    });
    const job = await waitForJob(svc, started.id);
    expect(job.state).toBe('done');
    const result = SuggestTransfersResultSchema.parse(job.result);
    expect(result.gameweeks.map((g) => g.chip)).toEqual([null, '3xc']);
    // 30 xPts (captained: 60) for a cheap forward: bought at once and captained.
    expect(result.gameweeks[0].squad).toContain(cheapForward.id);
    expect(result.gameweeks[0].captain).toBe(cheapForward.id);

    const refused = await request(svc.server).post('/api/solver/transfers')
      .send({ teamId: FIXTURE_TEAMS.plain, horizon: 2, chipOptions: [{ chip: 'joker', gameweek: 5, choice: 'allowed' }] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Chip must be wildcard, freehit, bboost or 3xc');
  });

  it('buys a player predicted to rise at today\'s price in the first gameweek and at the predicted one after it (decision 188)', async () => {
    const forward = players.filter((p) => p.position === 4).sort((a, b) => a.price - b.price || a.id - b.id)[0];
    const now = Math.round(forward.price * 10);
    catalogue.moves = {
      season: '2025-26', asOfGameweek: 4, fromGameweek: 5, rule: null, fittedOn: [],
      players: [{ id: forward.id, price: now, change: 1, netTransfers: 150_000, shareOfOwners: 0.05, prices: Array(34).fill(now + 1) }],
    };
    try {
      const started = await start('transfers', { teamId: FIXTURE_TEAMS.plain, horizon: 2, xptsEdits: [{ id: forward.id, gameweek: 6, xpts: 30 }] });
      const job = await waitForJob(svc, started.id);
      expect(job.state).toBe('done');
      const result = SuggestTransfersResultSchema.parse(job.result);
      const bought = result.gameweeks.flatMap((g) => g.transfers.filter((t) => t.in === forward.id).map((t) => [g.gameweek, t.price]));
      expect(bought).toHaveLength(1);
      expect(bought[0]).toEqual(bought[0][0] === 5 ? [5, now] : [6, now + 1]);
    } finally {
      catalogue.moves = undefined;
    }
  });

  it('runs a sensitivity analysis as one job whose progress counts the solves, and ranks the first moves (issue 30)', async () => {
    const started = await start('sensitivity', { teamId: FIXTURE_TEAMS.plain, horizon: 1, runs: 3 });
    expect(started.kind).toBe('sensitivity');
    const job = await waitForJob(svc, started.id);
    expect(job.state).toBe('done');
    const result = SensitivityResultSchema.parse(job.result);
    expect(result).toMatchObject({ firstGameweek: 5, runs: 3, requested: 3 });
    expect(result.moves.reduce((n, m) => n + m.count, 0)).toBe(3);
    expect(job.progress).toMatchObject({ completed: 3, total: 3 });
  });

  it('queues solves beyond the concurrency limit and cancels a queued and a running one', async () => {
    const long = await start('transfers', { teamId: FIXTURE_TEAMS.wildcard, horizon: 8 });
    const queued = await start('best-draft', { horizon: 8 });
    const running = await waitForJob(svc, long.id, (j) => j.state === 'running');
    expect(running.progress.stage).toBe('Solving');
    const waiting = (await request(svc.server).get(`/api/solver/jobs/${queued.id}`).expect(200)).body;
    expect(waiting).toMatchObject({ state: 'queued', progress: { stage: 'Waiting for a free solver' } });

    const cancelled = (await request(svc.server).delete(`/api/solver/jobs/${queued.id}`).expect(200)).body;
    expect(cancelled.state).toBe('cancelled');
    await request(svc.server).delete(`/api/solver/jobs/${long.id}`).expect(200);
    const stopped = await waitForJob(svc, long.id);
    expect(stopped).toMatchObject({ state: 'cancelled', result: null, error: { message: 'The solve was cancelled' } });
  });

  it('answers 404 for a job it does not know and 400 for something that is not a job id', async () => {
    const missing = await request(svc.server).get('/api/solver/jobs/00000000-0000-0000-0000-000000000000').expect(404);
    expect(missing.body.message).toMatch(/No solver job/);
    await request(svc.server).delete('/api/solver/jobs/x').expect(400);
  });
});

describe('solver jobs that reach their time limit', () => {
  let upstream: FixtureServer;
  let svc: BootedService;

  beforeAll(async () => {
    upstream = await startUpstream();
    svc = await bootSolverPlanner({ upstream: upstream.url, catalogue: await snapshotCatalogue(), extra: { SOLVER_TRANSFERS_TIME_LIMIT_S: '1', REDIS_URL: undefined } });
  });

  afterAll(async () => {
    await svc?.close();
    await upstream?.close();
  });

  it('answers the best plan found, marked time-limit, with the gap it could prove (never claimed optimal)', async () => {
    const started = SolverJobStartedSchema.parse((await request(svc.server).post('/api/solver/transfers').send({ teamId: FIXTURE_TEAMS.wildcard, horizon: 8 }).expect(202)).body);
    const job = await waitForJob(svc, started.id);
    expect(job.state).toBe('done');
    expect(job.progress.timeLimitSeconds).toBe(1);
    const result = SuggestTransfersResultSchema.parse(job.result);
    expect(result.proof.status).toBe('time-limit');
    expect(result.proof.gap === null || result.proof.gap > 0).toBe(true);
    expect(result.gameweeks).toHaveLength(8);
    expect(result.projectedPoints).toBeGreaterThanOrEqual(result.rollPoints - 1e-9);
  });
});
