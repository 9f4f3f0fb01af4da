/** @engines sqlite: a transaction held open ahead of the vote stands in for a paused service */
import { DataSource } from 'typeorm';
import { inTransaction } from '@draftroom/nest-kit';
import { bootDraftsStack, cheapSquad, getJson, postJson, saveBody, type DraftsTestStack } from './support';

/**
 * A vote that waited behind a lock while the gateway gave up (504) used to land later (issue 11
 * item 5). A write whose caller has gone is rolled back before it commits (decision 071). On
 * MongoDB a write is one document and cannot be rolled back: it is only not started once the
 * caller has gone (documentWrite, decision 191).
 */
describe('a write whose caller has gone does not land', () => {
  let stack: DraftsTestStack;
  beforeAll(async () => {
    stack = await bootDraftsStack();
  });
  afterAll(() => stack.close());

  it('rolls back a vote abandoned while it waited', async () => {
    const draft = (await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('Held draft', cheapSquad(stack.players)))).body as { id: number };
    const cookie = (await fetch(`${stack.draftsUrl}/api/drafts/my-votes`)).headers.getSetCookie()[0].split(';')[0];
    // SQLite transactions run one after another (inTransaction): the vote waits behind this one.
    let release!: () => void;
    const holder = inTransaction(stack.drafts.app.get(DataSource), () => new Promise<void>((resolve) => (release = resolve)));
    const gateway = new AbortController();
    const abandoned = fetch(`${stack.draftsUrl}/api/drafts/${draft.id}/vote`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ voteType: 'up' }), signal: gateway.signal,
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    gateway.abort();
    await abandoned;
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await holder;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`)).body).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect(await stack.stored.votes(draft.id)).toBe(0);
    // The next vote, whose caller waits, lands.
    expect((await postJson(`${stack.draftsUrl}/api/drafts/${draft.id}/vote`, { voteType: 'up' }, { cookie })).body).toMatchObject({ upvotes: 1 });
  });
});
