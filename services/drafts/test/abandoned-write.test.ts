/** @engines postgres: a row lock held from another connection stands in for a paused service */
import { DataSource } from 'typeorm';
import { bootDraftsStack, cheapSquad, getJson, postJson, saveBody, type DraftsTestStack } from './support';

/**
 * A vote that waited behind a lock while the gateway gave up (504) used to land later (issue 11
 * item 5). A write whose caller has gone is rolled back before it commits (decision 071).
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
    const holder = stack.drafts.app.get(DataSource).createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT id FROM drafts WHERE id = $1 FOR UPDATE', [draft.id]);
    const gateway = new AbortController();
    const abandoned = fetch(`${stack.draftsUrl}/api/drafts/${draft.id}/vote`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ voteType: 'up' }), signal: gateway.signal,
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    gateway.abort();
    await abandoned;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await holder.commitTransaction();
    await holder.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`)).body).toMatchObject({ upvotes: 0, downvotes: 0 });
    const [{ n }] = await stack.drafts.app.get(DataSource).query('SELECT COUNT(*) AS n FROM draft_votes WHERE "draftId" = $1', [draft.id]);
    expect(Number(n)).toBe(0);
    // The next vote, whose caller waits, lands.
    expect((await postJson(`${stack.draftsUrl}/api/drafts/${draft.id}/vote`, { voteType: 'up' }, { cookie })).body).toMatchObject({ upvotes: 1 });
  });
});
