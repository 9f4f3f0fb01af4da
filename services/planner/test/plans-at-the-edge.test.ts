import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SavedPlanListSchema } from '@draftroom/contracts';
import { cheapSquad } from '@draftroom/testing';
import { snapshotCatalogue, type BootedService } from '@draftroom/testing/services';
import { bootPlanner } from './support';

/**
 * Plans at the edge of what people send (issue 11). Plan names are people's text in any script (issue 11 item 2): NUL was a 500 on PostgreSQL and a
 * name of 54+ Hangul syllables overflowed the folded search column. Every case here must answer
 * 2xx or a 400 with a sentence, and a refused save stores nothing.
 */
describe('plan names and searches in any script', () => {
  let svc: BootedService;
  let squad: number[];
  const body = (name: string) => ({ name, teamId: 4242, gameweekSquads: { 5: squad }, transferHistory: [], gameweekBankAmounts: { 5: 0 } });
  const planCount = async () => Number((await svc.app.get(DataSource).query('SELECT COUNT(*) AS n FROM plans'))[0].n);

  beforeAll(async () => {
    const catalogue = await snapshotCatalogue();
    svc = await bootPlanner({ upstream: 'http://127.0.0.1:9/api', catalogue });
    squad = cheapSquad([...catalogue.list]).map((p) => p.id);
  });
  afterAll(() => svc.close());

  it('saves and finds an 80-syllable Hangul name (its folded form fits the column)', async () => {
    const name = '한'.repeat(79) + '글';
    const res = await request(svc.server).post('/api/save-plan').send(body(name)).expect(201);
    expect(res.body.name).toBe(name);
    const found = SavedPlanListSchema.parse((await request(svc.server).get('/api/saved-plans').query({ name: '한글' }).expect(200)).body);
    expect(found.map((p) => p.id)).toContain(res.body.id);
  });

  it('stores a decomposed name composed, so it is found by its composed spelling', async () => {
    const res = await request(svc.server).post('/api/save-plan').send(body('Ole\u0301 plan')).expect(201);
    expect(res.body.name).toBe('Olé plan');
  });

  it.each([['a\u0000b'], ['two\nlines'], ['half \ud83d surrogate']])('refuses the name %j with a 400 and stores nothing', async (name) => {
    const before = await planCount();
    const res = await request(svc.server).post('/api/save-plan').send(body(name)).expect(400);
    expect(res.body.message).toMatch(/^name: Plan name (cannot contain control characters|contains a broken character)/);
    expect(await planCount()).toBe(before);
  });

  it('answers a search for a name with NUL with a 400, not a database error', async () => {
    const res = await request(svc.server).get('/api/saved-plans?name=a%00b').expect(400);
    expect(res.body.message).toMatch(/control characters/);
  });

  it('stores one plan for a retried save with the same Idempotency-Key, and answers it again', async () => {
    const key = randomUUID();
    const before = await planCount();
    const [a, b] = await Promise.all([1, 2].map(() => request(svc.server).post('/api/save-plan').set('idempotency-key', key).send(body('Retried plan'))));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const again = await request(svc.server).post('/api/save-plan').set('idempotency-key', key).send(body('Retried plan')).expect(201);
    expect(again.body).toEqual(a.body);
    expect(await planCount()).toBe(before + 1);
  });
});
