import { PredictionListSchema, PredictionSchema, type Player } from '@draftroom/contracts';
import { bootDraftsStack, getJson, postJson, type DraftsTestStack } from './support';

describe('season predictions: GET /api/all-predictions and POST /api/predictions', () => {
  let stack: DraftsTestStack;
  let best: Record<number, Player>;
  const post = (body: unknown) => postJson(`${stack.draftsUrl}/api/predictions`, body);
  const count = () => stack.stored.predictions();
  async function refused(body: unknown, status: number, message: string) {
    const before = await count();
    const res = await post(body);
    expect(res).toMatchObject({ status, body: { message } });
    expect(await count()).toBe(before);
  }

  beforeAll(async () => {
    stack = await bootDraftsStack();
    const top = (position: number) => stack.players.filter((p) => p.position === position).sort((a, b) => b.totalPoints - a.totalPoints)[0];
    best = { 1: top(1), 2: top(2), 3: top(3), 4: top(4) };
  });
  afterAll(() => stack.close());

  it('saves a prediction and lists it, newest first, with missing picks as null', async () => {
    const first = await post({ username: '  Pundit  ', topGK: best[1].id, topGKPoints: 160, mostGoals: best[4].id, mostGoalsCount: 27 });
    expect(first.status).toBe(201);
    expect(PredictionSchema.parse(first.body)).toMatchObject({ username: 'Pundit', topGK: best[1].id, topGKPoints: 160, topDEF: null, mostGoalsCount: 27 });
    const full = {
      username: 'Oracle', topGK: best[1].id, topGKPoints: 150, topDEF: best[2].id, topDEFPoints: 170, topMID: best[3].id, topMIDPoints: 240,
      topFWD: best[4].id, topFWDPoints: 230, mostGoals: best[4].id, mostGoalsCount: 30, mostAssists: best[3].id, mostAssistsCount: 15,
      mostCleanSheets: best[1].id, mostCleanSheetsCount: 16,
    };
    expect((await post(full)).status).toBe(201);
    const list = PredictionListSchema.parse((await getJson(`${stack.draftsUrl}/api/all-predictions`)).body);
    expect(list.map((p) => p.username)).toEqual(['Oracle', 'Pundit']);
    expect(list[0]).toMatchObject(full);
  });

  it('validates picks and their numbers, and stores nothing when refused', async () => {
    await refused({ username: '' , topGK: best[1].id, topGKPoints: 100 }, 400, 'username: Username required');
    await refused({ username: 'Nobody' }, 400, 'Make at least one prediction');
    await refused({ username: 'Half', topGK: best[1].id }, 400, 'topGKPoints: Top Goalkeeper: enter the points you predict');
    await refused({ username: 'Half', mostAssistsCount: 12 }, 400, 'mostAssists: Most Assists: pick a player for the count you entered (and 1 more problem)');
    await refused({ username: 'Wrong', topGK: best[3].id, topGKPoints: 100 }, 400, `Top Goalkeeper must be a goalkeeper; ${best[3].web_name} is a midfielder.`);
    await refused({ username: 'Ghost', topFWD: 999999, topFWDPoints: 100 }, 400, 'Unknown player 999999 for topFWD. Please reload and pick again.');
    await refused({ username: 'Greedy', mostCleanSheets: best[1].id, mostCleanSheetsCount: 39 }, 400, 'mostCleanSheetsCount: Most Clean Sheets count: at most 38');
  });

  it('keeps usernames unique ignoring case', async () => {
    expect((await post({ username: 'Seer', topMID: best[3].id, topMIDPoints: 200 })).status).toBe(201);
    await refused({ username: 'SEER', topMID: best[3].id, topMIDPoints: 210 }, 409, 'A prediction from "SEER" already exists. Please choose another username.');
  });
});
