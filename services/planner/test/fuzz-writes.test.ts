/** @engines postgres: PostgreSQL is where odd text used to become a 500 */
import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { cheapSquad } from '@draftroom/testing';
import { anyJson, anyQuery, anySegment, anyText, fuzzSettings, mostly } from '@draftroom/testing/fuzz';
import { snapshotCatalogue, type BootedService } from '@draftroom/testing/services';
import { bootPlanner } from './support';

/**
 * Fuzzing the planner's writes and its path and query parameters (issue 11 proof, decision 075):
 * no 5xx, and plans stored = 2xx answers. The official API is not reachable here, so the team
 * routes answer its spec errors; they must still never be a 5xx other than the upstream's 502/503.
 */
describe('planner service under fuzzed requests', () => {
  let svc: BootedService;
  let squad: number[];
  const answers: Record<string, number> = {};
  const planCount = async () => Number((await svc.app.get(DataSource).query('SELECT COUNT(*) AS n FROM plans'))[0].n);

  async function send(method: 'get' | 'post', path: string, body?: unknown, upstreamErrors = false): Promise<number> {
    const res = method === 'get' ? await request(svc.server).get(path) : await request(svc.server).post(path).send(body as object);
    answers[res.status] = (answers[res.status] ?? 0) + 1;
    const allowed = upstreamErrors && [502, 503, 504].includes(res.status);
    if (res.status >= 500 && !allowed) throw new Error(`${method} ${path} ${JSON.stringify(body)?.slice(0, 300)} answered ${res.status}`);
    return res.status;
  }

  beforeAll(async () => {
    const catalogue = await snapshotCatalogue();
    svc = await bootPlanner({ upstream: 'http://127.0.0.1:9/api', catalogue });
    squad = cheapSquad([...catalogue.list]).map((p) => p.id);
  });
  afterAll(async () => {
    console.log(`planner fuzz answers by status: ${JSON.stringify(answers)}`);
    await svc.close();
  });

  it('save-plan: no 5xx, plans stored = 2xx answers', async () => {
    const before = await planCount();
    let saved = 0;
    // Mostly a valid plan with one or two fields fuzzed, so that saves do land and are counted.
    const usually = <T>(good: T, odd: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: fc.constant(good) }, { weight: 1, arbitrary: odd });
    const gameweek = fc.oneof(fc.constantFrom('5', '6'), anySegment);
    const body = fc.record({
      name: fc.oneof(fc.constantFrom('Plan', 'Wildcard GW5', '한글 plan'), anyText),
      teamId: usually(4242, fc.oneof(fc.integer({ min: -5, max: 2 ** 31 + 5 }), anyJson)),
      gameweekSquads: usually({ 5: squad }, fc.dictionary(gameweek, mostly(fc.array(fc.integer({ min: -1, max: 900 }), { maxLength: 16 })), { maxKeys: 3 })),
      transferHistory: usually([], anyJson),
      gameweekBankAmounts: usually({ 5: 0 }, gameweek.chain((gw) => fc.record({ [gw]: mostly(fc.integer({ min: -10, max: 1000 })) }))),
    }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(body, async (b) => {
      if ((await send('post', '/api/save-plan', b)) < 300) saved += 1;
    }), fuzzSettings());
    expect(await planCount()).toBe(before + saved);
  });

  it('save-fpl-plan (its start comes from the unreachable official API): no 5xx beyond the upstream’s, nothing stored unless 2xx', async () => {
    const before = await planCount();
    let saved = 0;
    const body = fc.record({
      planName: mostly(anyText), teamId: mostly(fc.integer({ min: -5, max: 10_000 })),
      gameweekSquads: fc.constant({ 5: { players: squad } }), transferHistory: anyJson,
      gameweekFormations: anyJson, gameweekPitchPlayers: anyJson,
    }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(body, async (b) => {
      if ((await send('post', '/api/save-fpl-plan', b, true)) < 300) saved += 1;
    }), fuzzSettings());
    expect(await planCount()).toBe(before + saved);
  });

  it('every GET path and query parameter: no 5xx beyond the upstream’s', async () => {
    const path = fc.oneof(
      anyQuery(['teamId', 'name']).map((q) => ({ p: `/api/saved-plans?${q}`, upstream: false })),
      anySegment.map((s) => ({ p: `/api/saved-plans/${s}`, upstream: false })),
      fc.tuple(anySegment, anySegment).map(([t, g]) => ({ p: `/api/fpl-team/${t}/event/${g}/picks`, upstream: true })),
      anySegment.map((t) => ({ p: `/api/fpl-team/${t}/transfers`, upstream: true })),
    );
    await fc.assert(fc.asyncProperty(path, async ({ p, upstream }) => {
      await send('get', p, undefined, upstream);
    }), fuzzSettings());
  });
});
