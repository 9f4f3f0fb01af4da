/** @engines mongodb: the drafts service's production store; PostgreSQL was where odd text used to become a 500 */
import fc from 'fast-check';
import { anyJson, anyQuery, anySegment, anyText, fuzzSettings, mostly } from '@draftroom/testing/fuzz';
import { bootDraftsStack, cheapSquad, type DraftsTestStack } from './support';

/**
 * Fuzzing every write and every path and query parameter of the drafts service (issue 11 proof,
 * decision 075): no answer is a 5xx, and each write adds exactly as many rows as it answered 2xx.
 * CI runs FUZZ_RUNS=150 per property; `npm run fuzz` runs enough for 50,000 requests in all.
 */
describe('drafts service under fuzzed requests', () => {
  let stack: DraftsTestStack;
  let squad: number[];
  let keeper: number;
  let cost: number;
  let draftIds: number[] = [];
  const answers: Record<string, number> = {};

  /** Sends one request; a 5xx fails the property with what was sent. */
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<number> {
    const res = await fetch(`${stack.draftsUrl}${path}`, {
      method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.arrayBuffer();
    answers[res.status] = (answers[res.status] ?? 0) + 1;
    if (res.status >= 500) throw new Error(`${method} ${path} ${JSON.stringify(body)?.slice(0, 300)} answered ${res.status}`);
    return res.status;
  }

  beforeAll(async () => {
    stack = await bootDraftsStack();
    const cheap = cheapSquad(stack.players);
    squad = cheap.map((p) => p.id);
    cost = Math.round(cheap.reduce((sum, p) => sum + p.price, 0) * 10) / 10;
    keeper = stack.players.find((p) => p.position === 1)!.id;
  });
  afterAll(async () => {
    console.log(`drafts fuzz answers by status: ${JSON.stringify(answers)}`);
    await stack.close();
  });

  it('save-draft: no 5xx, rows added = 2xx answers', async () => {
    const before = await stack.stored.drafts();
    let saved = 0;
    const body = fc.record({
      name: mostly(anyText),
      selectedPlayers: fc.oneof({ weight: 3, arbitrary: fc.constant(squad) }, { weight: 1, arbitrary: mostly(fc.array(fc.integer({ min: -3, max: 900 }), { maxLength: 20 })) }),
      totalCost: fc.oneof({ weight: 3, arbitrary: fc.constant(cost) }, { weight: 1, arbitrary: anyJson }),
    }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(body, async (b) => {
      if ((await send('POST', '/api/save-draft', b)) < 300) saved += 1;
    }), fuzzSettings());
    expect(await stack.stored.drafts()).toBe(before + saved);
    draftIds = ((await (await fetch(`${stack.draftsUrl}/api/drafts`)).json()) as Array<{ id: number }>).map((d) => d.id);
  });

  it('predictions: no 5xx, rows added = 2xx answers', async () => {
    const before = await stack.stored.predictions();
    let saved = 0;
    const body = fc.record({
      username: mostly(anyText),
      topGK: fc.oneof(fc.constant(keeper), anyJson),
      topGKPoints: mostly(fc.integer({ min: -10, max: 600 })),
      mostGoals: mostly(fc.constantFrom(...squad, null)),
      mostGoalsCount: mostly(fc.integer({ min: -1, max: 90 })),
    }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(body, async (b) => {
      if ((await send('POST', '/api/predictions', b)) < 300) saved += 1;
    }), fuzzSettings());
    expect(await stack.stored.predictions()).toBe(before + saved);
  });

  it('votes, with any path id, body, session and Idempotency-Key: no 5xx', async () => {
    const page = await fetch(`${stack.draftsUrl}/api/drafts/my-votes`);
    const session = page.headers.getSetCookie()[0].split(';')[0];
    const cookie = fc.oneof({ weight: 4, arbitrary: fc.constant(session) }, { weight: 1, arbitrary: anySegment.map((t) => `draftroom_session=${t}`) });
    const id = fc.oneof(fc.constantFrom(...(draftIds.length ? draftIds : [1])).map(String), anySegment);
    const key = fc.option(fc.oneof(fc.uuid(), anyText.map((t) => t.replace(/[^\x20-\x7e]/g, '').slice(0, 120))), { nil: undefined });
    await fc.assert(fc.asyncProperty(id, mostly(fc.constantFrom('up', 'down', 'none')), key, cookie, async (draftId, voteType, idempotencyKey, c) => {
      await send('POST', `/api/drafts/${draftId}/vote`, { voteType }, { cookie: c, ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) });
    }), fuzzSettings());
  });

  it('every GET path and query parameter: no 5xx', async () => {
    const path = fc.oneof(
      anyQuery(['sort']).map((q) => `/api/drafts?${q}`),
      anySegment.map((s) => `/api/drafts/${s}`),
      anyQuery(['period']).map((q) => `/api/selected-by?${q}`),
      anyQuery(['x']).map((q) => `/api/all-predictions?${q}`),
      anyQuery(['x']).map((q) => `/api/drafts/my-votes?${q}`),
    );
    await fc.assert(fc.asyncProperty(path, async (p) => {
      await send('GET', p);
    }), fuzzSettings());
  });
});
