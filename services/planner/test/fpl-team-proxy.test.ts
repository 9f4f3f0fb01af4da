/** @engines sqlite: no storage (the upstream proxy and its in-memory cache) */
import request from 'supertest';
import { ApiErrorSchema, TeamPicksSchema, TeamTransferListSchema } from '@draftroom/contracts';
import type { FixtureServer } from '@draftroom/fpl-fixture-server';
import { FIXTURE_TEAMS } from '@draftroom/fpl-fixture-server';
import type { BootedService } from '@draftroom/testing/services';
import { bootPlanner, realSeason, startUpstream } from './support';

describe('the upstream proxy /api/fpl-team (through the recorded-fixture server)', () => {
  let upstream: FixtureServer;
  let svc: BootedService;
  beforeAll(async () => {
    upstream = await startUpstream();
    svc = await bootPlanner({ upstream: upstream.url, timeoutMs: 800 });
  });
  afterEach(() => upstream.setMode('normal'));
  afterAll(async () => {
    await svc.close();
    await upstream.close();
  });

  const picks = (team: number | string, gw: number | string) => request(svc.server).get(`/api/fpl-team/${team}/event/${gw}/picks`);
  const upstreamCalls = () => upstream.requests.length;

  it("serves a real team's picks for a gameweek in the contract's shape", async () => {
    const res = await picks(FIXTURE_TEAMS.plain, 4).expect(200);
    const body = TeamPicksSchema.parse(res.body);
    expect(body.picks).toHaveLength(15);
    expect(body.picks.filter((p) => p.is_captain)).toHaveLength(1);
    expect(body.entry_history).toMatchObject({ event: 4, event_transfers: 0, event_transfers_cost: 0 });
    const ids = new Set(realSeason().players.map((p) => p.id));
    expect(body.picks.every((p) => ids.has(p.element))).toBe(true);
  });

  it('passes on the chips and hits of the fixture teams', async () => {
    expect((await picks(FIXTURE_TEAMS.wildcard, 3).expect(200)).body.active_chip).toBe('wildcard');
    expect((await picks(FIXTURE_TEAMS.benchBoost, 4).expect(200)).body.active_chip).toBe('bboost');
    expect((await picks(FIXTURE_TEAMS.hit, 3).expect(200)).body.entry_history).toMatchObject({ event_transfers: 3, event_transfers_cost: 4 });
  });

  it('keeps a fetched gameweek: asking again does not reach the upstream', async () => {
    await picks(FIXTURE_TEAMS.plain, 2).expect(200);
    const before = upstreamCalls();
    await Promise.all([picks(FIXTURE_TEAMS.plain, 2).expect(200), picks(FIXTURE_TEAMS.plain, 2).expect(200)]);
    expect(upstreamCalls()).toBe(before);
  });

  it('answers 404 with a message for a team the game does not know', async () => {
    const res = await picks(FIXTURE_TEAMS.missing, 4).expect(404);
    expect(ApiErrorSchema.parse(res.body).message).toBe(`The official FPL game says team ${FIXTURE_TEAMS.missing} has no picks for gameweek 4. Check the team ID.`);
    await request(svc.server).get(`/api/fpl-team/${FIXTURE_TEAMS.missing}/transfers`).expect(404);
  });

  it.each([
    ['abc', 4, 'Team ID must be a number'],
    ['0', 4, 'Team ID must be 1 or more'],
    ['1.5', 4, 'Team ID must be a whole number'],
    ['99999999999', 4, 'Team ID is too large'],
    ['0x3E9', 4, 'Team ID must be a number'],
    ['1e3', 4, 'Team ID must be a number'],
    [FIXTURE_TEAMS.plain, '0x4', 'Gameweek must be a number'],
    [FIXTURE_TEAMS.plain, 0, 'Gameweek must be between 1 and 38'],
    [FIXTURE_TEAMS.plain, 39, 'Gameweek must be between 1 and 38'],
    [FIXTURE_TEAMS.plain, 'x', 'Gameweek must be a number'],
  ])('answers 400 for team %s gameweek %s without calling the upstream', async (team, gw, message) => {
    const before = upstreamCalls();
    const res = await picks(team, gw).expect(400);
    expect(res.body.message).toContain(message);
    expect(upstreamCalls()).toBe(before);
  });

  it('answers 400 for a bad id on /transfers too, without calling the upstream', async () => {
    const before = upstreamCalls();
    await request(svc.server).get('/api/fpl-team/-3/transfers').expect(400);
    expect(upstreamCalls()).toBe(before);
  });

  it('answers 502 with a message when the upstream times out, and in time', async () => {
    upstream.setMode('timeout');
    const started = Date.now();
    const res = await picks(FIXTURE_TEAMS.plain, 5).expect(502);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(res.body.message).toBe('The official FPL service did not answer within 0.8s. Please try again in a moment.');
  });

  it('answers 502 when the upstream fails with 5xx, and does not keep the failure', async () => {
    upstream.setMode('error');
    expect((await picks(FIXTURE_TEAMS.plain, 6).expect(502)).body.message).toBe('The official FPL service answered 503. Please try again in a moment.');
    upstream.setMode('normal');
    await picks(FIXTURE_TEAMS.plain, 6).expect(200);
  });

  it('answers 502 when the upstream sends malformed JSON', async () => {
    upstream.setMode('malformed');
    const res = await picks(FIXTURE_TEAMS.wildcard, 7).expect(502);
    expect(res.body.message).toBe('The official FPL service sent data we could not read. Please try again later.');
    await request(svc.server).get(`/api/fpl-team/${FIXTURE_TEAMS.hit}/transfers`).expect(502);
  });

  it('passes on a rate limit as 503 with Retry-After (issue 11 item 8)', async () => {
    upstream.setMode('rate-limited');
    const res = await picks(FIXTURE_TEAMS.plain, 8).expect(503);
    expect(res.headers['retry-after']).toBe('120');
    expect(res.body.message).toBe('The official FPL service is busy (too many requests). Please try again in 2 minute(s).');
  });

  it('refuses a huge answer, 5,000 picks and a slow drip, each with a sentence and in time', async () => {
    upstream.setMode('huge');
    expect((await picks(FIXTURE_TEAMS.plain, 9).expect(502)).body.message).toBe('The official FPL service sent data we could not read. Please try again later.');
    upstream.setMode('too-many-picks');
    expect((await picks(FIXTURE_TEAMS.plain, 10).expect(502)).body.message).toBe('The official FPL service sent data we could not read. Please try again later.');
    upstream.setMode('drip');
    const started = Date.now();
    const dripped = await picks(FIXTURE_TEAMS.plain, 11).expect(502);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(dripped.body.message).toBe('The official FPL service did not finish answering within 0.8s. Please try again in a moment.');
  });

  it("serves a team's transfers, newest first", async () => {
    const res = await request(svc.server).get(`/api/fpl-team/${FIXTURE_TEAMS.wildcard}/transfers`).expect(200);
    const list = TeamTransferListSchema.parse(res.body);
    expect(list).toHaveLength(6);
    expect(list[0].event).toBe(3);
    expect(list.at(-1)?.event).toBe(2);
  });

  describe('while the official API is down (issue 11 item 8, decision 076)', () => {
    const team = FIXTURE_TEAMS.benchBoost;
    const transfersPath = `/api/entry/${team}/transfers/`;

    it.each([['timeout'], ['error'], ['rate-limited']] as const)('serves the last good transfers, labelled stale, when upstream is %s', async (mode) => {
      const before = Date.now();
      const fresh = await request(svc.server).get(`/api/fpl-team/${team}/transfers`).expect(200);
      expect(fresh.headers['x-draftroom-stale']).toBeUndefined();
      // Transfers live a minute: let the fresh entry lapse so the next request goes upstream.
      jest.spyOn(performance, 'now').mockReturnValue(performance.now() + 61_000);
      try {
        upstream.setMode(mode, transfersPath);
        const calls = upstreamCalls();
        const stale = await request(svc.server).get(`/api/fpl-team/${team}/transfers`).expect(200);
        expect(upstreamCalls()).toBe(calls + 1);
        expect(stale.body).toEqual(fresh.body);
        const fetchedAt = Date.parse(stale.headers['x-draftroom-stale']);
        expect(fetchedAt).toBeGreaterThanOrEqual(before - 1000);
        expect(fetchedAt).toBeLessThanOrEqual(Date.now());
        expect(stale.headers.warning).toBe('110 - "Response is Stale"');
        expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(0);
        // Other paths of the same upstream still answer fresh.
        const other = await picks(team, 1).expect(200);
        expect(other.headers['x-draftroom-stale']).toBeUndefined();
      } finally {
        jest.restoreAllMocks();
      }
    });

    it('keeps the error texts when there is no copy, and never serves a copy for a 404', async () => {
      upstream.setMode('error', `/api/entry/${team}/event/12/`);
      expect((await picks(team, 12).expect(502)).body.message).toBe('The official FPL service answered 503. Please try again in a moment.');
      upstream.setMode('normal');
      await picks(FIXTURE_TEAMS.missing, 4).expect(404);
    });
  });
});
