import request from 'supertest';
import { DataSource } from 'typeorm';
import { FixtureListSchema, PlayerListSchema, SeasonInfoSchema, TeamListSchema } from '@draftroom/contracts';
import { JOB_QUEUE, pendingSchemaChanges, type JobQueue } from '@draftroom/nest-kit';
import type { PlayerProjection } from '@draftroom/projections';
import type { BootedService } from '@draftroom/testing/services';
import { IngestionService } from '../src/jobs/ingestion.service';
import { SeasonRepository } from '../src/storage/season-repository';
import { bootStatsService } from './support';

/** The body as received (still compressed when it was sent compressed), to compare bytes. */
const rawBody = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

const CLUB_CODES = ['ARS', 'AVL', 'BHA', 'BOU', 'BRE', 'BUR', 'CHE', 'CRY', 'EVE', 'FUL', 'LEE', 'LIV', 'MCI', 'MUN', 'NEW', 'NFO', 'SUN', 'TOT', 'WHU', 'WOL'];

describe('stats catalogue after the first-start snapshot import', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService();
  });
  afterAll(() => svc.close());

  /** The stored projections before and after the first case runs the projection job once more. */
  const projected: Record<'first' | 'second', PlayerProjection[]> = { first: [], second: [] };

  it('says ready only once the season is in memory, so the first /api/players reads nothing', async () => {
    const repository = svc.app.get(SeasonRepository);
    projected.first = await repository.loadProjections('2025-26');
    // A new projection makes a new dataset version, as a first import does. (Its rows are the
    // idempotence case's below: one projection serves both, each costs seconds of CPU.)
    await svc.app.get(IngestionService).projectCurrentSeason();
    // Nothing between the job and the spy: on PostgreSQL a slow read there let the catalogue load
    // the new version on its own before /health asked for it.
    const load = jest.spyOn(svc.app.get(SeasonRepository), 'loadSeason');
    await request(svc.server).get('/health').expect(200);
    expect(load).toHaveBeenCalled();
    load.mockClear();
    await request(svc.server).get('/api/players').expect(200);
    await request(svc.server).get('/api/teams').expect(200);
    expect(load).not.toHaveBeenCalled();
    load.mockRestore();
    projected.second = await repository.loadProjections('2025-26');
  });

  it('has a schema that matches the entities', async () => {
    expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
  });

  it('serves the 20 clubs of 2025/26 with their codes', async () => {
    const teams = TeamListSchema.parse((await request(svc.server).get('/api/teams').expect(200)).body);
    expect(teams.map((t) => t.short_name).sort()).toEqual(CLUB_CODES);
    expect(teams.find((t) => t.id === 1)).toEqual({ id: 1, code: 3, name: 'Arsenal', short_name: 'ARS' });
  });

  it('serves players with the fields of spec section 3 at the latest gameweek', async () => {
    const players = PlayerListSchema.parse((await request(svc.server).get('/api/players').expect(200)).body);
    expect(players).toHaveLength(820);
    const haaland = players.find((p) => p.web_name === 'Haaland');
    expect(haaland).toMatchObject({
      id: 430, name: 'Erling Haaland', position: 4, team: 13, teamName: 'Man City', teamShortName: 'MCI', price: 14.6, totalPoints: 195,
    });
    expect(players.find((p) => p.id === 17)).toMatchObject({ name: 'Martin Ødegaard', position: 3, price: 7.8 });
    // the GW1 price a squad picked before the season paid (decision 100): Haaland rose from £14.0m, Ødegaard fell from £8.0m
    expect([haaland?.startPrice, players.find((p) => p.id === 17)?.startPrice]).toEqual([14, 8]);
  });

  it('serves all 380 fixtures, results only up to the clock', async () => {
    const fixtures = FixtureListSchema.parse((await request(svc.server).get('/api/fixtures').expect(200)).body);
    expect(fixtures).toHaveLength(380);
    expect(fixtures.filter((f) => f.gameweek === null)).toHaveLength(1); // one postponed fixture
    expect(fixtures.filter((f) => f.finished).every((f) => (f.gameweek ?? 99) <= 29)).toBe(true);
    const opener = fixtures.find((f) => f.id === 1);
    expect(opener).toMatchObject({ gameweek: 1, homeTeam: 12, awayTeam: 4, homeScore: 4, awayScore: 2, finished: true });
  });

  it('reports the season clock', async () => {
    const info = SeasonInfoSchema.parse((await request(svc.server).get('/api/season').expect(200)).body);
    expect(info).toMatchObject({ season: '2025-26', currentGameweek: 29, planningFrom: 30, lastFinishedGameweek: 29, pinnedByConfiguration: false });
  });

  it('answers with a strong ETag, 304 on revalidation, and compressed bodies', async () => {
    const first = await request(svc.server).get('/api/players').set('accept-encoding', 'gzip').expect(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(svc.server).get('/api/players').set('if-none-match', etag).expect(304);
    const br = await request(svc.server).get('/api/teams').set('accept-encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('answers the hot reads through the whole pipeline, for a shared cache to keep a second', async () => {
    for (const path of ['/api/teams', '/api/players', '/api/fixtures', '/api/season']) {
      const res = await request(svc.server).get(path).set('accept-encoding', 'gzip').buffer(true).parse(rawBody).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=60');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{36}$/); // the request log's middleware ran
      const notModified = await request(svc.server).get(path).set('if-none-match', String(res.headers.etag)).expect(304);
      expect(notModified.headers['cache-control']).toBe(res.headers['cache-control']);
    }
    // A request id sent along is kept, as the request log does.
    expect((await request(svc.server).get('/api/teams').set('x-request-id', 'abc-1')).headers['x-request-id']).toBe('abc-1');
    // A read with a body meets the body parser's limit and error shape.
    const big = await request(svc.server).get('/api/teams').set('content-type', 'application/json').send({ pad: 'x'.repeat(300_000) }).expect(413);
    expect(big.body).toMatchObject({ statusCode: 413 });
  });

  it('re-importing is idempotent: same rows, new version', async () => {
    const before = (await request(svc.server).get('/api/players').expect(200)).body;
    const load = jest.spyOn(svc.app.get(SeasonRepository), 'loadSeason');
    const result = await svc.app.get(IngestionService).importSeasons('snapshot');
    expect(result.seasons).toBe(3);
    await svc.app.get<JobQueue>(JOB_QUEUE).waitFor(result.projectionJobId);
    // The projection used the seasons just written, not a read back of them; its figures are the
    // same as those projected from the stored rows (before), which the next check compares.
    expect(load.mock.calls.map(([season]) => season).filter((s) => s !== '2025-26')).toEqual([]);
    load.mockRestore();
    const after = (await request(svc.server).get('/api/players').expect(200)).body;
    expect(after).toEqual(before);
    const status = (await request(svc.server).get('/api/ingestion').expect(200)).body;
    expect(status.seasons.find((s: { season: string }) => s.season === '2025-26').version).toBe(2);
  });

  it('runs the projection job idempotently: same rows every time', () => {
    // The first start's import stored `first`; the first case ran the job once more on the stored
    // seasons, which must give the same rows again.
    const { first, second } = projected;
    const key = (p: { playerId: number; gameweek: number }) => p.playerId * 100 + p.gameweek;
    const sorted = (rows: typeof first) => [...rows].sort((a, b) => key(a) - key(b));
    expect(second.length).toBe(first.length);
    expect(sorted(second)).toEqual(sorted(first));
    // every player of the season has a projection for all 38 gameweeks (blanks are 0)
    expect(first.length).toBe(820 * 38);
  });
});

