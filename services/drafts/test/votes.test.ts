import { DraftSchema, type Draft } from '@draftroom/contracts';
import { bootDraftsStack, cheapSquad, getJson, newVoterSession, postJson, saveBody, sessionCookie, type DraftsTestStack } from './support';

describe('votes: one per anonymous session per draft, counted atomically', () => {
  let stack: DraftsTestStack;
  let draftNo = 0;
  const newDraft = async (): Promise<Draft> => {
    draftNo += 1;
    const res = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody(`Vote target ${draftNo}`, cheapSquad(stack.players)));
    expect(res.status).toBe(201);
    return DraftSchema.parse(res.body);
  };
  const newSession = () => newVoterSession(stack.draftsUrl);
  /** A vote; without a cookie, as a new voter (the session cookie comes back on the answer's `session`). */
  const vote = async (id: number, voteType: string, cookie?: string) => {
    const session = cookie ?? (await newSession());
    return { ...(await postJson(`${stack.draftsUrl}/api/drafts/${id}/vote`, { voteType }, { cookie: session })), session };
  };
  const voteRows = (id: number) => stack.stored.votes(id);

  beforeAll(async () => {
    stack = await bootDraftsStack();
  });
  afterAll(() => stack.close());

  it('issues a signed, httpOnly, SameSite=Lax session cookie with my-votes, and a vote needs it', async () => {
    const draft = await newDraft();
    const refused = await postJson(`${stack.draftsUrl}/api/drafts/${draft.id}/vote`, { voteType: 'up' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your voting session has expired or was never started. Please reload the page and vote again.' } });
    const page = await fetch(`${stack.draftsUrl}/api/drafts/my-votes`);
    expect(await page.json()).toEqual([]);
    const res = await vote(draft.id, 'up', sessionCookie(page.headers));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: draft.id, upvotes: 1, downvotes: 0, myVote: 'up' });
    const header = page.headers.getSetCookie().find((c) => c.startsWith('draftroom_session='))!;
    expect(header).toMatch(/^draftroom_session=s%3A[0-9a-f-]{36}\.[\w%+/=-]+;/); // "s:" = signed by cookie-parser
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
  });

  it('200 concurrent votes from 200 sessions end with exact counts', async () => {
    const draft = await newDraft();
    const types = Array.from({ length: 200 }, (_, i) => (i % 5 < 3 ? 'up' : 'down')); // 120 up, 80 down
    const answers = await Promise.all(types.map((t) => vote(draft.id, t)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.session)).size).toBe(200);
    const after = (await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`)).body;
    expect(after).toMatchObject({ upvotes: 120, downvotes: 80 });
    expect(await voteRows(draft.id)).toBe(200);
  });

  it("one session: the same vote again changes nothing, the other way moves it, 'none' withdraws it", async () => {
    const draft = await newDraft();
    const first = await vote(draft.id, 'up');
    const cookie = first.session;
    expect((await vote(draft.id, 'up', cookie)).body).toMatchObject({ upvotes: 1, downvotes: 0, myVote: 'up' });
    expect((await vote(draft.id, 'none', cookie)).body).toMatchObject({ upvotes: 0, downvotes: 0, myVote: null });
    expect((await vote(draft.id, 'none', cookie)).body).toMatchObject({ upvotes: 0, downvotes: 0, myVote: null });
    expect((await vote(draft.id, 'down', cookie)).body).toMatchObject({ upvotes: 0, downvotes: 1, myVote: 'down' });
    const moved = await vote(draft.id, 'up', cookie);
    expect(moved.body).toMatchObject({ upvotes: 1, downvotes: 0, myVote: 'up' });
    expect(sessionCookie(moved.headers)).toBeUndefined(); // the existing session is kept
    expect(await voteRows(draft.id)).toBe(1);
  });

  it('two identical votes sent together end at +1, and many at once still end consistent', async () => {
    const draft = await newDraft();
    const cookie = (await vote(draft.id, 'down')).session;
    await Promise.all([vote(draft.id, 'up', cookie), vote(draft.id, 'up', cookie)]);
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`, { cookie })).body).toMatchObject({ upvotes: 1, downvotes: 0, myVote: 'up' });
    // 21 concurrent votes from one session, 'up' and 'none' mixed, then 20 more 'up': one up vote, whatever the order.
    await Promise.all(Array.from({ length: 21 }, (_, i) => vote(draft.id, i % 2 ? 'none' : 'up', cookie)));
    await Promise.all(Array.from({ length: 20 }, () => vote(draft.id, 'up', cookie)));
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`, { cookie })).body).toMatchObject({ upvotes: 1, downvotes: 0, myVote: 'up' });
    expect(await voteRows(draft.id)).toBe(1);
  });

  it('a vote and a change of it sent together by one voter end as one vote, whichever lands last', async () => {
    const draft = await newDraft();
    const cookie = await newSession();
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([vote(draft.id, 'up', cookie), vote(draft.id, 'down', cookie)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const now = (await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`, { cookie })).body;
      expect(now.upvotes + now.downvotes).toBe(1);
      expect(now.myVote).toBe(now.upvotes === 1 ? 'up' : 'down');
      expect(await voteRows(draft.id)).toBe(1);
    }
  });

  it("answers the caller's own votes on /api/drafts/my-votes, and none without a session", async () => {
    const a = await newDraft();
    const b = await newDraft();
    const cookie = (await vote(a.id, 'down')).session;
    await vote(b.id, 'up', cookie);
    await vote(b.id, 'none', cookie); // withdrawn
    const mine = await getJson(`${stack.draftsUrl}/api/drafts/my-votes`, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([{ draftId: a.id, voteType: 'down' }]);
    expect((await getJson(`${stack.draftsUrl}/api/drafts/my-votes`)).body).toEqual([]); // a new session: no votes yet
  });

  it('serves one list for everyone: no per-session votes in it, same bytes and ETag, 304 when unchanged', async () => {
    const draft = await newDraft();
    const cookie = (await vote(draft.id, 'up')).session;
    const anonymous = await fetch(`${stack.draftsUrl}/api/drafts`);
    const voter = await fetch(`${stack.draftsUrl}/api/drafts`, { headers: { cookie } });
    const [a, v] = [await anonymous.text(), await voter.text()];
    expect(v).toBe(a);
    expect(voter.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(voter.headers.getSetCookie()).toEqual([]);
    expect((JSON.parse(a) as Draft[]).every((d) => !('myVote' in d))).toBe(true);
    const again = await fetch(`${stack.draftsUrl}/api/drafts`, { headers: { 'if-none-match': anonymous.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('refreshes the cached list on every save and every vote', async () => {
    const before = await fetch(`${stack.draftsUrl}/api/drafts?sort=top_rated`);
    const etag = before.headers.get('etag')!;
    await before.text();
    const draft = await newDraft();
    const afterSave = await getJson(`${stack.draftsUrl}/api/drafts?sort=top_rated`);
    expect((afterSave.body as Draft[]).some((d) => d.id === draft.id)).toBe(true);
    await vote(draft.id, 'up');
    const afterVote = await fetch(`${stack.draftsUrl}/api/drafts?sort=top_rated`, { headers: { 'if-none-match': etag } });
    expect(afterVote.status).toBe(200);
    expect((await afterVote.json() as Draft[]).find((d) => d.id === draft.id)).toMatchObject({ upvotes: 1, downvotes: 0 });
    const newest = (await getJson(`${stack.draftsUrl}/api/drafts?sort=newest`)).body as Draft[];
    expect(newest.find((d) => d.id === draft.id)).toMatchObject({ upvotes: 1 });
  });

  it('lists exact counts after concurrent votes interleaved with list reads', async () => {
    const draft = await newDraft();
    const jobs: Array<Promise<unknown>> = [];
    for (let i = 0; i < 60; i += 1) {
      jobs.push(vote(draft.id, i % 3 === 0 ? 'down' : 'up'));
      jobs.push(getJson(`${stack.draftsUrl}/api/drafts`));
    }
    await Promise.all(jobs);
    const listed = ((await getJson(`${stack.draftsUrl}/api/drafts`)).body as Draft[]).find((d) => d.id === draft.id);
    expect(listed).toMatchObject({ upvotes: 40, downvotes: 20 });
  });

  it('treats a forged cookie as no session: the vote is refused and counts nothing', async () => {
    const draft = await newDraft();
    const res = await vote(draft.id, 'up', 'draftroom_session=s%3A00000000-0000-4000-8000-000000000000.forged');
    expect(res.status).toBe(403);
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`)).body).toMatchObject({ upvotes: 0 });
  });

  it('sorts top rated by net score, newest first otherwise', async () => {
    const low = await newDraft();
    const high = await newDraft();
    await Promise.all([vote(high.id, 'up'), vote(high.id, 'up'), vote(low.id, 'down')]);
    const top = (await getJson(`${stack.draftsUrl}/api/drafts?sort=top_rated`)).body as Draft[];
    const net = top.map((d) => d.upvotes - d.downvotes);
    expect(net).toEqual([...net].sort((x, y) => y - x));
    expect(top.findIndex((d) => d.id === high.id)).toBeLessThan(top.findIndex((d) => d.id === low.id));
    const newest = (await getJson(`${stack.draftsUrl}/api/drafts?sort=newest`)).body as Draft[];
    expect(newest[0].id).toBe(high.id);
    const times = newest.map((d) => Date.parse(d.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('refuses a bad vote or an unknown draft and changes nothing', async () => {
    const draft = await newDraft();
    expect((await vote(draft.id, 'sideways')).body.message).toBe("voteType: voteType must be 'up', 'down' or 'none'");
    expect((await vote(987654, 'up')).body).toMatchObject({ statusCode: 404, message: 'There is no draft with id 987654.' });
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`)).body).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect(await voteRows(draft.id)).toBe(0);
  });
});
