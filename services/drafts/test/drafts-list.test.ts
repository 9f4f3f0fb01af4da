import { DraftListSchema, type Draft, type Player } from '@draftroom/contracts';
import { filterDrafts } from '@draftroom/domain';
import { Clock } from '../src/clock';
import { DraftsListCache } from '../src/drafts-list-cache';
import { toDraft } from '../src/drafts/draft-mapper';
import { DraftsStore } from '../src/storage/stores';
import { bootDraftsStack, cheapSquad, getJson, newVoterSession, postJson, saveBody, type DraftsTestStack } from './support';

/**
 * GET /api/drafts is kept in memory and changed entry by entry on saves and votes: whatever the
 * order of saves (clock moved back and forth) and votes, it must equal what the database says.
 */
describe('GET /api/drafts: the cached list follows saves and votes, whole or windowed', () => {
  let stack: DraftsTestStack;
  let squad: Player[];
  const list = async (query: string): Promise<Draft[]> => {
    const res = await getJson(`${stack.draftsUrl}/api/drafts?${query}`);
    expect(res.status).toBe(200);
    return DraftListSchema.parse(res.body);
  };
  /** What the store holds, in the order each sort promises (ties: the newer id first). */
  const fromDatabase = async (sort: 'newest' | 'top_rated') => {
    const rows = await stack.drafts.app.get(DraftsStore).list();
    const net = (d: { upvotes: number; downvotes: number }) => d.upvotes - d.downvotes;
    rows.sort(sort === 'newest'
      ? (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
      : (a, b) => net(b) - net(a) || b.upvotes - a.upvotes || b.id - a.id);
    return rows.map((row) => toDraft(row));
  };
  const save = async (name: string, at: Date) => {
    stack.drafts.app.get(Clock).now = () => at;
    const res = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody(name, squad));
    expect(res.status).toBe(201);
    return (res.body as Draft).id;
  };
  const vote = async (id: number, voteType: 'up' | 'down') =>
    postJson(`${stack.draftsUrl}/api/drafts/${id}/vote`, { voteType }, { cookie: await newVoterSession(stack.draftsUrl) });

  beforeAll(async () => {
    stack = await bootDraftsStack();
    squad = cheapSquad(stack.players);
  });
  afterAll(() => stack.close());

  it('matches the database in both sorts after saves out of time order and votes', async () => {
    const base = Date.parse('2025-09-01T12:00:00Z');
    const ids = [];
    await list('sort=top_rated'); // loaded before the changes, so they are applied one by one
    for (const [i, minutes] of [30, 10, 50, 10, 20].entries()) ids.push(await save(`List order ${i}`, new Date(base + minutes * 60_000)));
    for (const [i, id] of ids.entries()) {
      for (let n = 0; n <= i; n += 1) expect((await vote(id, n % 3 === 2 ? 'down' : 'up')).status).toBe(200);
    }
    expect(await list('sort=newest')).toEqual(await fromDatabase('newest'));
    expect(await list('sort=top_rated')).toEqual(await fromDatabase('top_rated'));
  });

  it('answers a window with the total in X-Total-Count', async () => {
    const all = await list('sort=top_rated');
    const res = await fetch(`${stack.draftsUrl}/api/drafts?sort=top_rated&limit=2&offset=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(all.slice(1, 3));
    expect(res.headers.get('x-total-count')).toBe(String(all.length));
    expect((await getJson(`${stack.draftsUrl}/api/drafts?limit=100&offset=${all.length}`)).body).toEqual([]);
  });

  it('refuses a window it cannot serve', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=0x10', 'limit=5&offset=-1']) {
      expect((await getJson(`${stack.draftsUrl}/api/drafts?${query}`)).status).toBe(400);
    }
    expect((await getJson(`${stack.draftsUrl}/api/drafts?limit=101`)).body.message).toContain('limit must be 1 to 100');
  });

  it('narrows a window by name (q) and time (since) exactly as the All Drafts screen filters the whole list', async () => {
    const all = await list('sort=newest');
    const now = new Date('2025-09-01T12:40:00Z');
    const since = new Date(now.getTime() - 7 * 24 * 60 * 60_000).toISOString();
    for (const [q, time] of [['order 1', 'all_time'], ['ORDER', 'last_hour'], ['', 'last_hour'], ['zzz', 'all_time']] as const) {
      const start = time === 'last_hour' ? new Date(now.getTime() - 60 * 60_000).toISOString() : undefined;
      const query = new URLSearchParams({ sort: 'newest', limit: '2', offset: '0', q, ...(start ? { since: start } : {}) });
      const res = await fetch(`${stack.draftsUrl}/api/drafts?${query}`);
      const expected = filterDrafts(all, q, time, now);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(expected.slice(0, 2));
      expect(res.headers.get('x-total-count')).toBe(String(expected.length));
    }
    expect((await getJson(`${stack.draftsUrl}/api/drafts?limit=5&since=${since}`)).status).toBe(200);
    const bad = await getJson(`${stack.draftsUrl}/api/drafts?limit=5&since=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('since must be an ISO date-time');
  });

  it('reloads from the database after a reset (a change whose transaction failed)', async () => {
    const before = await list('sort=newest');
    stack.drafts.app.get(DraftsListCache).reset();
    expect(await list('sort=newest')).toEqual(before);
  });
});
