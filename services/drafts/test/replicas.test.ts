/** @engines mongodb: two replicas on one MongoDB database and one Redis, as production runs them */
import { Redis } from 'ioredis';
import { OwnershipListSchema, type Draft } from '@draftroom/contracts';
import { describeWithRedis, mongoDatabaseName, testQueuePrefix, testRedisUrl } from '@draftroom/testing/services';
import { bootDraftsStack, cheapSquad, getJson, postJson, saveBody, type DraftsTestStack } from './support';

/** Two drafts services on one database and one Redis, `env` applied to both. */
async function bootPair(env: Record<string, string>): Promise<[DraftsTestStack, DraftsTestStack]> {
  const a = await bootDraftsStack(env);
  return [a, await bootDraftsStack(env, { at: mongoDatabaseName(a.drafts.db) })];
}

/** Closes both, forgets the settings and drops the keys under `prefix`. */
async function closePair(pair: Array<DraftsTestStack | undefined>, env: Record<string, string>, prefix: string): Promise<void> {
  const [a, b] = pair;
  await b?.stored.close();
  await b?.drafts.app.close();
  await a?.close();
  for (const name of Object.keys(env)) delete process.env[name];
  const redis = new Redis(testRedisUrl());
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

/**
 * Issue 29: a draft saved through replica A was never listed by replica B, B's vote counts stayed
 * stale, and each replica counted the write limit for itself. Here two drafts services share one
 * database and one Redis (a key prefix of this file's own).
 */
describeWithRedis('two drafts replicas', () => {
  const prefix = testQueuePrefix('drafts-replicas');
  let a: DraftsTestStack;
  let b: DraftsTestStack;
  const list = async (stack: DraftsTestStack, query = 'sort=newest') => (await getJson(`${stack.draftsUrl}/api/drafts?${query}`)).body as Draft[];
  const voterCookie = async (stack: DraftsTestStack) => (await fetch(`${stack.draftsUrl}/api/drafts/my-votes`)).headers.getSetCookie()[0].split(';')[0];

  const env = { REDIS_URL: testRedisUrl(), BULLMQ_PREFIX: prefix };
  beforeAll(async () => {
    [a, b] = await bootPair(env);
  });
  afterAll(() => closePair([a, b], env, prefix));

  it('lists on B, on the very next read, a draft saved through A (whole list, window and ownership)', async () => {
    const squad = cheapSquad(a.players);
    await list(b); // B has its list in memory before the save
    const before = (await getJson(`${b.draftsUrl}/api/selected-by?period=all_time`)).body;
    const saved = (await postJson(`${a.draftsUrl}/api/save-draft`, saveBody('Saved on A', squad))).body as Draft;
    expect((await list(b)).map((d) => d.id)).toContain(saved.id);
    expect((await list(b, 'sort=newest&limit=1')).map((d) => d.id)).toEqual([saved.id]);
    const after = OwnershipListSchema.parse((await getJson(`${b.draftsUrl}/api/selected-by?period=all_time`)).body);
    const player = after.find((p) => p.id === squad[0].id)!;
    expect(player.draftCount).toBe((OwnershipListSchema.parse(before).find((p) => p.id === squad[0].id)?.draftCount ?? 0) + 1);
  });

  it('ends votes cast through both replicas at once with exact counts in both lists', async () => {
    const squad = cheapSquad(a.players);
    const draft = (await postJson(`${b.draftsUrl}/api/save-draft`, saveBody('Voted on both', squad))).body as Draft;
    await Promise.all([list(a), list(b)]);
    const cookies = await Promise.all(Array.from({ length: 30 }, (_, i) => voterCookie(i % 2 ? a : b)));
    const votes = await Promise.all(cookies.map((cookie, i) => postJson(`${(i % 2 ? b : a).draftsUrl}/api/drafts/${draft.id}/vote`, { voteType: i % 3 ? 'up' : 'down' }, { cookie })));
    expect(votes.map((v) => v.status)).toEqual(Array(30).fill(200));
    for (const stack of [a, b]) {
      expect((await list(stack)).find((d) => d.id === draft.id)).toMatchObject({ upvotes: 20, downvotes: 10 });
    }
  });
});

describeWithRedis('the write limit across two drafts replicas', () => {
  const prefix = testQueuePrefix('drafts-limit');
  let a: DraftsTestStack;
  let b: DraftsTestStack;

  const env = { REDIS_URL: testRedisUrl(), BULLMQ_PREFIX: prefix, RATE_LIMIT_WRITES_PER_MINUTE: '60', RATE_LIMIT_WRITE_BURST: '6' };
  beforeAll(async () => {
    [a, b] = await bootPair(env);
  });
  afterAll(() => closePair([a, b], env, prefix));

  it('counts one client once: 12 writes spread over both, 6 pass', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => postJson(`${(i % 2 ? a : b).draftsUrl}/api/predictions`, { username: `Limit ${i}`, topGK: 999_999 })));
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(6);
  });
});
