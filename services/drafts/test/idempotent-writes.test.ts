import { randomUUID } from 'node:crypto';
import { bootDraftsStack, cheapSquad, getJson, postJson, saveBody, type DraftsTestStack } from './support';

/**
 * Writes that a client retries (a timeout, a "socket hang up", a double click) land once (issue 11
 * item 5, decision 071): the same Idempotency-Key with the same body answers the stored answer
 * without a second write, even when the two arrive together.
 */
describe('Idempotency-Key on drafts writes', () => {
  let stack: DraftsTestStack;
  let n = 0;
  const count = () => stack.stored.drafts();
  const save = (body: unknown, key?: string) => postJson(`${stack.draftsUrl}/api/save-draft`, body, key ? { 'idempotency-key': key } : {});
  const draftBody = () => saveBody(`Retried draft ${(n += 1)}`, cheapSquad(stack.players));

  beforeAll(async () => {
    stack = await bootDraftsStack();
  });
  afterAll(() => stack.close());

  it('answers a retried save with the first answer and stores one draft', async () => {
    const key = randomUUID();
    const body = draftBody();
    const before = await count();
    const first = await save(body, key);
    const again = await save(body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('stores one draft when ten requests with one key arrive together', async () => {
    const key = randomUUID();
    const body = draftBody();
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('refuses the same key for a different request with 422 and stores nothing', async () => {
    const key = randomUUID();
    expect((await save(draftBody(), key)).status).toBe(201);
    const before = await count();
    const other = await save(draftBody(), key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
    expect(await count()).toBe(before);
  });

  it('does not keep a key whose request was refused, so a corrected retry can use it', async () => {
    const key = randomUUID();
    expect((await save({ ...draftBody(), name: '' }, key)).status).toBe(400);
    expect(await stack.stored.keptKey(key)).toBe(false);
  });

  it('refuses a key that is not visible ASCII', async () => {
    const res = await save(draftBody(), 'x'.repeat(101));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Idempotency-Key must be/);
  });

  it('replays a vote and its counts, and keeps working without a key', async () => {
    const draft = (await save(draftBody())).body as { id: number };
    const key = randomUUID();
    const cookie = (await fetch(`${stack.draftsUrl}/api/drafts/my-votes`)).headers.getSetCookie()[0].split(';')[0];
    const first = await postJson(`${stack.draftsUrl}/api/drafts/${draft.id}/vote`, { voteType: 'up' }, { 'idempotency-key': key, cookie });
    const again = await postJson(`${stack.draftsUrl}/api/drafts/${draft.id}/vote`, { voteType: 'up' }, { 'idempotency-key': key, cookie });
    expect(again.body).toEqual(first.body);
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`)).body).toMatchObject({ upvotes: 1, downvotes: 0 });
  });
});
