/** @engines sqlite: the limit is in memory, before any storage */
import { bootDraftsStack, postJson, type DraftsTestStack } from './support';

/**
 * Writes are limited per client (issue 11 item 4, decision 075): 1,000 saves in a few seconds
 * from one client used to go through. Over the limit: 429, Retry-After and a sentence; nothing stored.
 */
describe('writes per client', () => {
  let stack: DraftsTestStack;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '60';
    process.env.RATE_LIMIT_WRITE_BURST = '5';
    stack = await bootDraftsStack();
  });
  afterAll(async () => {
    process.env = saved;
    await stack.close();
  });

  it('answers 429 with Retry-After and a sentence once the burst is spent, and stores nothing for it', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await postJson(`${stack.draftsUrl}/api/predictions`, { username: `Burst ${i}`, topGK: 999_999, topGKPoints: 10 }));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    const limited = answers[5];
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many changes from your connection in a short time\. Please wait \d+ seconds? and try again\.$/) });
    expect(await stack.stored.predictions()).toBe(0);
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 10; i += 1) expect((await fetch(`${stack.draftsUrl}/api/all-predictions`)).status).toBe(200);
  });
});
