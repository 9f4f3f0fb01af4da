/** @engines mongodb: stopping the MongoDB server, and two services sharing one database */
import type { Draft } from '@draftroom/contracts';
import { OwnFerretDb, mongoDatabaseName } from '@draftroom/testing/services';
import { bootDraftsStack, cheapSquad, getJson, postJson, saveBody, type DraftsTestStack } from './support';

describe('the drafts service when MongoDB goes away and comes back (its own FerretDB)', () => {
  let server: OwnFerretDb;
  let stack: DraftsTestStack;
  beforeAll(async () => {
    server = await OwnFerretDb.create();
    await server.start();
    stack = await bootDraftsStack({ DATABASE_URL: server.url('drafts_outage') });
  });
  afterAll(async () => {
    await stack.stored.close();
    await stack.drafts.app.close();
    await server.destroy();
  });

  it('answers 503 with Retry-After and a sentence while it is down, stores nothing, and recovers by itself', async () => {
    const squad = cheapSquad(stack.players);
    expect((await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('Before the outage', squad))).status).toBe(201);
    await server.stop();
    const save = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('During the outage', squad));
    expect(save.status).toBe(503);
    expect(Number(save.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(save.body).toEqual({ statusCode: 503, error: 'SERVICE_UNAVAILABLE', message: 'Saved drafts cannot be reached right now. Please try again in a few seconds.' });
    expect((await getJson(`${stack.draftsUrl}/api/drafts/1`)).status).toBe(503);
    const health = await getJson(`${stack.draftsUrl}/health`);
    expect(health).toMatchObject({ status: 503, body: { status: 'degraded', storage: 'mongodb', problems: { database: expect.any(String) } } });

    await server.start();
    let saved = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('After the outage', squad));
    for (let i = 0; i < 20 && saved.status === 503; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      saved = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('After the outage', squad));
    }
    expect(saved.status).toBe(201);
    expect((await getJson(`${stack.draftsUrl}/health`)).status).toBe(200);
    const names = ((await getJson(`${stack.draftsUrl}/api/drafts`)).body as Draft[]).map((d) => d.name).sort();
    expect(names).toEqual(['After the outage', 'Before the outage']);
  });
});

describe('two drafts services on one MongoDB database (as replicas would be)', () => {
  let a: DraftsTestStack;
  let b: DraftsTestStack;
  beforeAll(async () => {
    a = await bootDraftsStack();
    b = await bootDraftsStack({}, { at: mongoDatabaseName(a.drafts.db) });
  });
  afterAll(async () => {
    await b.stored.close();
    await b.drafts.app.close();
    await a.close();
  });

  it('gives 120 drafts saved through both at once 120 different numbers, and one vote per voter', async () => {
    const squad = cheapSquad(a.players);
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => postJson(`${(i % 2 ? a : b).draftsUrl}/api/save-draft`, saveBody(`Replica ${i}`, squad))));
    expect(answers.map((r) => r.status)).toEqual(Array(120).fill(201));
    expect(new Set(answers.map((r) => (r.body as Draft).id)).size).toBe(120);
    expect(await a.stored.drafts()).toBe(120);

    const id = (answers[0].body as Draft).id;
    const cookie = (await fetch(`${a.draftsUrl}/api/drafts/my-votes`)).headers.getSetCookie()[0].split(';')[0];
    await Promise.all(Array.from({ length: 20 }, (_, i) => postJson(`${(i % 2 ? a : b).draftsUrl}/api/drafts/${id}/vote`, { voteType: i % 2 ? 'up' : 'down' }, { cookie })));
    const after = (await getJson(`${b.draftsUrl}/api/drafts/${id}`, { cookie })).body as Draft;
    expect(after.upvotes + after.downvotes).toBe(1);
    expect(after.myVote).toBe(after.upvotes ? 'up' : 'down');
    expect(await a.stored.votes(id)).toBe(1);
  });
});
