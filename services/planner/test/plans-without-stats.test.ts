/** @engines sqlite: the refusal comes before any storage is touched */
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { BootedService } from '@draftroom/testing/services';
import { bootPlanner } from './support';

/** Plans are only stored once checked against real players: no stats service, no save. */
describe('saving a plan while the stats service is unreachable', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootPlanner({ upstream: 'http://127.0.0.1:9/api', stats: 'http://127.0.0.1:9' });
  });
  afterAll(() => svc.close());

  it('answers 503 with a message and stores nothing', async () => {
    const squad = Array.from({ length: 15 }, (_, i) => i + 1);
    const res = await request(svc.server)
      .post('/api/save-plan')
      .send({ name: 'Offline plan', teamId: 1001, gameweekSquads: { 5: squad }, transferHistory: [], gameweekBankAmounts: { 5: 0 } })
      .expect(503);
    expect(res.body.message).toBe('Player data is unavailable right now. Please try again in a moment.');
    const [{ n }] = await svc.app.get(DataSource).query('SELECT COUNT(*) AS n FROM plans');
    expect(Number(n)).toBe(0);
  });

  it('still validates the payload first: a bad one is a 400, not a 503', async () => {
    const res = await request(svc.server).post('/api/save-fpl-plan').send({ teamId: 1001, planName: '', gameweekSquads: {}, transferHistory: [] }).expect(400);
    expect(res.body.message).toContain('planName: Plan name is required');
  });
});
