/** @engines sqlite: served from memory; the PostgreSQL pass checks the rows it is computed from (season-round-trip.test.ts) */
import request from 'supertest';
import {
  GameweekPointsSchema, PlayerGameweeks2425Schema, PlayerGameweeks2526Schema, SeasonStats2425Schema, SeasonStats2526Schema,
} from '@draftroom/contracts';
import type { BootedService } from '@draftroom/testing/services';
import { bootStatsService } from './support';
import type { CachedJson } from '@draftroom/nest-kit';
import { SeasonStatsService } from '../src/season-stats/season-stats.service';

// Expected figures were worked out from ../shared/data/fpl with a separate script over the raw
// CSVs (gws/gw*.csv summed per element; match-stats/playermatchstats.csv with CBIT for defenders
// and CBIRT for midfielders, 2 points per match at 10 / 12), not with this service's code.
const VIRGIL_2425 = 339;
const SALAH_2425 = 328;
const CAICEDO_2425 = 157;
const GABRIEL_2526 = 5;

describe('season stats endpoints against the real data', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService();
  });
  afterAll(() => svc.close());

  const get = (path: string) => request(svc.server).get(path);

  // First in this file: no request has asked for a 2025/26 figure yet.
  it('has the 2025/26 totals and played points built when it says ready, before anyone asks', async () => {
    const built = (svc.app.get(SeasonStatsService) as unknown as { last2526?: { totals: CachedJson; points?: CachedJson } }).last2526;
    expect(built?.points).toBeDefined();
    expect((await get('/api/gameweek-points').expect(200)).headers.etag).toBe(built!.points!.etag);
    expect((await get('/api/season-stats-2526').expect(200)).headers.etag).toBe(built!.totals.etag);
  });

  it('GET /api/season-stats: 2024/25 totals with defensive figures from match stats', async () => {
    const rows = SeasonStats2425Schema.parse((await get('/api/season-stats').expect(200)).body);
    expect(rows.length).toBeGreaterThan(700);
    const virgil = rows.find((r) => r.player_id === VIRGIL_2425);
    expect(virgil).toMatchObject({
      display_name: 'Virgil', team_name: 'LIV', player_position: 'DEF', price: 67,
      minutes_played: 3330, goals: 3, total_cs: 14, defcons: 300, defcon_pts: 22, total_tackles: 38,
      defcons_per90: 8.11, defcon_pts_per_m: 3.28,
    });
    expect(virgil!.defcons).toBe(virgil!.clearances + virgil!.blocks + virgil!.interceptions + virgil!.total_tackles);
    expect(rows.find((r) => r.player_id === SALAH_2425)).toMatchObject({ goals: 29, minutes_played: 3374, defcons: 136, defcon_pts: 0 });
    const caicedo = rows.find((r) => r.player_id === CAICEDO_2425)!;
    expect(caicedo).toMatchObject({ player_position: 'MID', defcons: 455, defcon_pts: 42, total_tackles: 114 });
    expect(caicedo.defcons).toBe(caicedo.clearances + caicedo.blocks + caicedo.interceptions + caicedo.total_tackles + caicedo.recoveries);
    expect(rows.filter((r) => r.player_position === 'GKP').every((r) => r.defcons === 0 && r.defcon_pts === 0)).toBe(true);
  });

  it('GET /api/player-gw-data/{id}: one row per fixture, adding up to the season totals', async () => {
    const rows = PlayerGameweeks2425Schema.parse((await get(`/api/player-gw-data/${VIRGIL_2425}`).expect(200)).body);
    expect(rows).toHaveLength(38);
    expect(rows.map((r) => r.gw)).toEqual([...rows.map((r) => r.gw)].sort((a, b) => a - b));
    expect(rows.reduce((s, r) => s + r.goals, 0)).toBe(3);
    expect(rows.reduce((s, r) => s + r.defcons, 0)).toBe(300);
    expect(rows.filter((r) => r.defcon_pts === 2)).toHaveLength(11);
    for (const r of rows) {
      const [home, away] = r.score!.split('-').map(Number);
      const [own, their] = r.was_home ? [home, away] : [away, home];
      expect(r.result).toBe(own > their ? 'W' : own === their ? 'D' : 'L');
    }
  });

  it('GET /api/season-stats-2526: 2025/26 totals up to the clock', async () => {
    const rows = SeasonStats2526Schema.parse((await get('/api/season-stats-2526').expect(200)).body);
    expect(rows.length).toBeGreaterThan(700);
    expect(rows.find((r) => r.player_id === GABRIEL_2526)).toMatchObject({
      display_name: 'Gabriel', team_name: 'ARS', player_position: 'DEF', price: 72,
      points: 164, minutes_played: 2075, goals: 3, defcons: 214, defcon_pts: 18,
    });
    expect(rows.find((r) => r.display_name === 'Haaland')).toMatchObject({ points: 195, goals: 22, defcon_pts: 0 });
    const odegaard = rows.find((r) => r.player_name === 'Martin Ødegaard');
    expect(odegaard).toMatchObject({ player_id: 17, defcons: 81, defcon_pts: 2 });
  });

  it('GET /api/player-gw-data-2526/{id}: a double gameweek gives two rows', async () => {
    const rows = PlayerGameweeks2526Schema.parse((await get(`/api/player-gw-data-2526/${GABRIEL_2526}`).expect(200)).body);
    expect(rows).toHaveLength(30);
    expect(rows.filter((r) => r.gw === 26).map((r) => r.points)).toEqual([3, 4]);
    expect(rows.reduce((s, r) => s + r.points, 0)).toBe(164);
    expect(Math.max(...rows.map((r) => r.gw))).toBe(29);
  });

  it('GET /api/gameweek-points: actual points per gameweek, doubles summed, null without a fixture', async () => {
    const body = GameweekPointsSchema.parse((await get('/api/gameweek-points').expect(200)).body);
    expect(body.throughGameweek).toBe(29);
    const gabriel = body.players.find((p) => p.id === GABRIEL_2526)!;
    expect(gabriel.points).toHaveLength(29);
    expect(gabriel.points[25]).toBe(7);
    expect(gabriel.points.reduce<number>((s, p) => s + (p ?? 0), 0)).toBe(164);
    // Winter signings have no rows before they joined.
    expect(body.players.some((p) => p.points[0] === null && p.points[28] !== null)).toBe(true);
  });

  it('answers 404 with a message for an unknown player and 400 for a malformed id', async () => {
    const missing = await get('/api/player-gw-data/999999').expect(404);
    expect(missing.body.message).toBe('No player with id 999999 in the 2024/25 season.');
    const missing2526 = await get('/api/player-gw-data-2526/999999').expect(404);
    expect(missing2526.body.message).toBe('No player with id 999999 in the 2025/26 season.');
    expect((await get('/api/player-gw-data/abc').expect(400)).body.message).toBe('Id must be a number');
    expect((await get('/api/player-gw-data-2526/0').expect(400)).body.message).toBe('Id must be 1 or more');
    expect((await get('/api/player-gw-data-2526/1.5').expect(400)).body.message).toBe('Id must be a whole number');
  });

  it('reads a player id as decimal digits only: hex, exponent, signed and padded forms are 400', async () => {
    for (const base of ['/api/player-gw-data', '/api/player-gw-data-2526']) {
      // Number() reads these as 16, 1000, 5 and 5; they used to answer another player's rows.
      for (const id of ['0x10', '1e3', '+5', '%205', '5%20']) {
        expect({ id, message: (await get(`${base}/${id}`).expect(400)).body.message }).toEqual({ id, message: 'Id must be a number' });
      }
      expect((await get(`${base}/-3`).expect(400)).body.message).toBe('Id must be 1 or more');
      expect((await get(`${base}/99999999999999999999`).expect(400)).body.message).toBe('Id is too large');
    }
    // Plain digits still work, and an unknown id is a 404 with a message.
    expect((await get(`/api/player-gw-data-2526/${GABRIEL_2526}`).expect(200)).body.length).toBeGreaterThan(0);
    expect((await get('/api/player-gw-data/2147483647').expect(404)).body.message).toBe('No player with id 2147483647 in the 2024/25 season.');
  });

  it('serves from memory with a strong ETag, 304 on revalidation and compression', async () => {
    for (const path of ['/api/season-stats', '/api/season-stats-2526', `/api/player-gw-data-2526/${GABRIEL_2526}`, '/api/gameweek-points']) {
      const first = await get(path).set('accept-encoding', 'gzip').expect(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      const again = await get(path).expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      await get(path).set('if-none-match', first.headers.etag).expect(304);
    }
  });
});

describe('season stats with the clock pinned at GW4', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService({ FPL_AS_OF_GW: '4' });
  });
  afterAll(() => svc.close());

  it('shows nothing of 2025/26 after GW4', async () => {
    const rows = PlayerGameweeks2526Schema.parse((await request(svc.server).get(`/api/player-gw-data-2526/${GABRIEL_2526}`).expect(200)).body);
    expect(rows.map((r) => r.gw)).toEqual([1, 2, 3, 4]);
    const totals = SeasonStats2526Schema.parse((await request(svc.server).get('/api/season-stats-2526').expect(200)).body);
    const gabriel = totals.find((r) => r.player_id === GABRIEL_2526)!;
    expect(gabriel.points).toBe(rows.reduce((s, r) => s + r.points, 0));
    expect(gabriel.minutes_played).toBeLessThanOrEqual(360);
    const points = GameweekPointsSchema.parse((await request(svc.server).get('/api/gameweek-points').expect(200)).body);
    expect(points.throughGameweek).toBe(4);
    expect(points.players.every((p) => p.points.length === 4)).toBe(true);
  });
});
