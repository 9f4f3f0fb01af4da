import { bootDraftsStack, cheapSquad, postJson, saveBody, type DraftsTestStack } from './support';

/**
 * Draft names and prediction usernames are people's text (issue 11 item 2): NUL was a 500 on
 * PostgreSQL and lone surrogates became U+FFFD and collided. A refusal is a 400 with a sentence and
 * stores nothing; one name typed in two Unicode forms is one name.
 */
describe('names in drafts and predictions', () => {
  let stack: DraftsTestStack;
  const count = (what: 'drafts' | 'predictions') => stack.stored[what]();

  beforeAll(async () => {
    stack = await bootDraftsStack();
  });
  afterAll(() => stack.close());

  it.each([['Null\u0000XI'], ['Tab\tXI'], ['Lone \udfff XI']])('refuses the draft name %j with a 400 and stores nothing', async (name) => {
    const before = await count('drafts');
    const res = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody(name, cheapSquad(stack.players)));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^name: Draft name (cannot contain control characters|contains a broken character)/);
    expect(await count('drafts')).toBe(before);
  });

  it('treats a decomposed name as the same name as its composed form', async () => {
    const squad = cheapSquad(stack.players);
    expect((await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('Café Crème', squad))).status).toBe(201);
    const again = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('Cafe\u0301 Cre\u0300me', squad));
    expect(again.status).toBe(409);
  });

  it('counts a 60-emoji name as 60 characters, as the database does', async () => {
    const res = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('⚽'.repeat(30) + '🦁'.repeat(30), cheapSquad(stack.players)));
    expect(res.status).toBe(201);
  });

  it('refuses a prediction username with NUL with a 400 and stores nothing', async () => {
    const keeper = stack.players.find((p) => p.position === 1)!;
    const before = await count('predictions');
    const res = await postJson(`${stack.draftsUrl}/api/predictions`, { username: 'Seer\u0000', topGK: keeper.id, topGKPoints: 150 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('username: Username cannot contain control characters such as line breaks or tabs');
    expect(await count('predictions')).toBe(before);
  });
});
