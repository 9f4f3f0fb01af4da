import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SeasonInfoSchema, SeasonListSchema, SeasonStats2526Schema } from '@draftroom/contracts';
import type { SeasonData } from '@draftroom/fpl-data';
import { bootstrapStatic, elementSummaries, fixtures } from '@draftroom/fpl-fixture-server';
import { JsonLogger } from '@draftroom/nest-kit';
import { nextSeason } from '@draftroom/testing/seasons';
import { realSeason, type BootedService } from '@draftroom/testing/services';
import { STATS_CONFIG, type StatsConfig } from '../src/config';
import { IngestionService } from '../src/jobs/ingestion.service';
import { SeasonRepository } from '../src/storage/season-repository';
import { bootFreshStatsService, bootStatsService } from './support';

/**
 * Seasons are values (issue 32): the upstream serves 2026/27, then 2027/28 (made up from the
 * real 2025/26 by nextSeason), and the service rolls over each time, keeping every earlier
 * season readable through the same calls, byte for byte as it answered while current. An upstream
 * that fails, or serves an older season, changes nothing and says why.
 */
/**
 * The official API's three reads of a season (the fixture server's responses, without its
 * recorded manager teams, which belong to 2025/26), or 503 for every read when `failing`.
 */
async function upstreamServing(season: SeasonData, failing: boolean): Promise<{ url: string; server: Server }> {
  const [bootstrap, fixtureList, summaries] = [bootstrapStatic(season), fixtures(season), elementSummaries(season)];
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    const summary = /^\/api\/element-summary\/(\d+)\/$/.exec(url);
    const answer = failing ? undefined
      : url === '/api/bootstrap-static/' ? bootstrap
        : url === '/api/fixtures/' ? fixtureList
          : summary ? summaries.get(Number(summary[1])) : undefined;
    res.writeHead(answer ? 200 : failing ? 503 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { detail: 'Not found.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, server };
}

/** The made-up 2026/27 both cases' upstreams serve, made once (it takes the whole 2025/26 season). */
const s2627 = nextSeason(realSeason(), { seed: 7, season: '2026-27' });

describe('rolling over to a new season twice', () => {
  let svc: BootedService;
  const servers: Server[] = [];
  const logged: string[] = [];
  const s2728 = nextSeason(s2627, { seed: 8, season: '2027-28' });

  beforeAll(async () => {
    svc = await bootStatsService();
    const logger = svc.app.get(JsonLogger);
    const event = logger.event.bind(logger);
    jest.spyOn(logger, 'event').mockImplementation((level, msg, fields) => {
      logged.push(msg);
      event(level, msg, fields);
    });
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await svc.close();
  });

  const get = (path: string) => request(svc.server).get(path);
  const body = async (path: string) => (await get(path).expect(200)).text;
  const seasons = async () => SeasonListSchema.parse((await get('/api/seasons').expect(200)).body);
  const health = async () => (await get('/health').expect(200)).body as {
    status: string; details: { serving?: { season: string; gameweek: number }; lastImportFailure?: string };
  };

  /** The operator points the service at an upstream serving `season`, and the import runs (as the scheduled job does). */
  async function importUpstream(season: SeasonData, misbehave?: 'error'): Promise<void> {
    const { url, server } = await upstreamServing(season, misbehave === 'error');
    servers.push(server);
    (svc.app.get(STATS_CONFIG) as StatsConfig).fplApiBaseUrl = url;
    (svc.app.get(STATS_CONFIG) as StatsConfig).fplApiTimeoutMs = 20_000;
    await svc.app.get(IngestionService).importAndProjectNow('upstream');
  }

  let stats2425 = '';
  let stats2526 = '';
  let gabriel2526 = '';
  let stats2627 = '';

  it('serves the snapshot\'s latest season, 2025/26, and lists the seasons of the data', async () => {
    const list = await seasons();
    expect(list.map((s) => [s.season, s.current, s.columns])).toEqual([
      ['2023-24', false, 'fpl'], ['2024-25', false, 'match-stats'], ['2025-26', true, 'fpl'],
    ]);
    expect(list[1]).toMatchObject({ statsApi: '/api/season-stats', gameweeksApi: '/api/player-gw-data', statsPath: '/playerstats2425' });
    expect(list[2]).toMatchObject({ statsApi: '/api/season-stats-2526', statsPath: '/playerstats2526' });
    const info = SeasonInfoSchema.parse((await get('/api/season').expect(200)).body);
    expect((await health()).details.serving).toEqual({ season: '2025-26', gameweek: info.currentGameweek });
    stats2425 = await body('/api/season-stats');
    stats2526 = await body('/api/season-stats-2526');
    gabriel2526 = await body('/api/player-gw-data-2526/5');
    // The pattern answers the spec's seasons exactly as their own names do.
    expect(await body('/api/season-stats-2425')).toBe(stats2425);
    expect(await body('/api/season-stats-2526')).toBe(stats2526);
  });

  it('rolls over to 2026/27 from the upstream: its clubs, prices, fixtures and clock', async () => {
    await importUpstream(s2627);
    expect(logged).toContain('season rolled over from 2025-26 to 2026-27');
    const list = await seasons();
    expect(list.map((s) => s.season)).toEqual(['2023-24', '2024-25', '2025-26', '2026-27']);
    expect(list.filter((s) => s.current).map((s) => s.season)).toEqual(['2026-27']);
    expect(list[3]).toMatchObject({ statsApi: '/api/season-stats-2627', gameweeksApi: '/api/player-gw-data-2627', lastFinishedGameweek: 3, columns: 'fpl' });
    expect(SeasonInfoSchema.parse((await get('/api/season').expect(200)).body)).toMatchObject({ season: '2026-27', currentGameweek: 3, planningFrom: 4 });
    expect((await health()).details.serving).toEqual({ season: '2026-27', gameweek: 3 });
    expect(logged).toContain('serving season 2026-27, gameweek 3');

    // The promoted clubs are there, with the prices and xPts of the new season.
    const teams = (await get('/api/teams').expect(200)).body as Array<{ code: number }>;
    expect(teams.map((t) => t.code).sort()).toEqual(s2627.teams.map((t) => t.code).sort());
    const players = (await get('/api/players').expect(200)).body as Array<{ id: number; price: number; xptsGW4: number }>;
    const bySeason = new Map(s2627.players.map((p) => [p.id, p]));
    expect(players.length).toBeGreaterThan(400);
    expect(players.every((p) => bySeason.has(p.id) && p.xptsGW4 >= 0)).toBe(true);
    expect(players.some((p) => p.xptsGW4 > 3)).toBe(true);

    const totals = SeasonStats2526Schema.parse((await get('/api/season-stats-2627').expect(200)).body);
    const scorer = totals.reduce((best, r) => (r.points > best.points ? r : best));
    const rows = (await get(`/api/player-gw-data-2627/${scorer.player_id}`).expect(200)).body as Array<{ gw: number; points: number }>;
    expect(rows.every((r) => r.gw <= 3)).toBe(true);
    expect(rows.reduce((s, r) => s + r.points, 0)).toBe(scorer.points);
    stats2627 = await body('/api/season-stats-2627');
  });

  it('keeps 2024/25 and 2025/26 readable as they were, and their stored projections for the backtest', async () => {
    expect(await body('/api/season-stats')).toBe(stats2425);
    expect(await body('/api/season-stats-2526')).toBe(stats2526);
    expect(await body('/api/player-gw-data-2526/5')).toBe(gabriel2526);
    expect((await svc.app.get(SeasonRepository).loadProjections('2025-26')).length).toBeGreaterThan(10_000);
  });

  it('keeps 2026/27 served when the upstream fails, or serves an older season, and says why', async () => {
    await expect(importUpstream(s2728, 'error')).rejects.toThrow();
    let h = await health();
    expect(h.status).toBe('ok');
    expect(h.details.serving).toEqual({ season: '2026-27', gameweek: 3 });
    expect(h.details.lastImportFailure).toMatch(/^The last upstream import failed, so 2026-27 is still served: /);

    await expect(importUpstream(realSeason())).rejects.toThrow('the upstream serves 2025-26, older than 2026-27 served now');
    h = await health();
    expect(h.details.lastImportFailure).toContain('older than 2026-27');
    expect((await seasons()).filter((s) => s.current).map((s) => s.season)).toEqual(['2026-27']);
    expect(await body('/api/season-stats-2526')).toBe(stats2526);
  });

  it('rolls over again to 2027/28, keeping every earlier season', async () => {
    await importUpstream(s2728);
    expect(logged).toContain('season rolled over from 2026-27 to 2027-28');
    const list = await seasons();
    expect(list.map((s) => [s.season, s.current])).toEqual([
      ['2023-24', false], ['2024-25', false], ['2025-26', false], ['2026-27', false], ['2027-28', true],
    ]);
    const h = await health();
    expect(h.details.serving).toEqual({ season: '2027-28', gameweek: 3 });
    expect(h.details.lastImportFailure).toBeUndefined();
    expect(await body('/api/season-stats')).toBe(stats2425);
    expect(await body('/api/season-stats-2526')).toBe(stats2526);
    expect(await body('/api/season-stats-2627')).toBe(stats2627);
    expect((await get('/api/season-stats-2728').expect(200)).body.length).toBeGreaterThan(400);
  });

  it('answers 404 naming the seasons there are for a season not in the data, and 400 for digits that name none', async () => {
    const missing = await get('/api/season-stats-2930').expect(404);
    expect(missing.body.message).toBe('There is no 2029/30 season in the data; there are 2023/24, 2024/25, 2025/26, 2026/27, 2027/28.');
    await get('/api/player-gw-data-2930/5').expect(404);
    await get('/api/season-stats-2629').expect(400);
  });
});

describe('a database that only holds the season an upstream replaces', () => {
  let svc: BootedService;
  let server: Server | undefined;
  afterAll(async () => {
    server?.close();
    await svc?.close();
  });

  it('gets the earlier seasons from the committed snapshot, so their pages and the model\'s history are there', async () => {
    svc = await bootFreshStatsService({ STATS_IMPORT_SEASONS: '2025-26' });
    const listed = async () => SeasonListSchema.parse((await request(svc.server).get('/api/seasons').expect(200)).body).map((s) => s.season);
    expect(await listed()).toEqual(['2025-26']);
    const upstream = await upstreamServing(s2627, false);
    server = upstream.server;
    const config = svc.app.get(STATS_CONFIG) as StatsConfig;
    Object.assign(config, { fplApiBaseUrl: upstream.url, fplApiTimeoutMs: 20_000, importSeasons: null }); // no limit now
    await svc.app.get(IngestionService).importAndProjectNow('upstream');
    expect(await listed()).toEqual(['2023-24', '2024-25', '2025-26', '2026-27']);
    const states = await svc.app.get(SeasonRepository).states();
    expect(states.map((s) => [s.season, s.source])).toEqual([['2023-24', 'snapshot'], ['2024-25', 'snapshot'], ['2025-26', 'snapshot'], ['2026-27', 'upstream']]);
    expect((await request(svc.server).get('/api/season-stats').expect(200)).body.length).toBeGreaterThan(500);
  });
});
