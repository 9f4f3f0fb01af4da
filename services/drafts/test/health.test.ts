import request from 'supertest';
import { bootTestService, type BootedService } from '@draftroom/testing/services';

describe('drafts service platform', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootTestService('drafts', () => require('../src/app.module').AppModule);
  });
  afterAll(() => svc.close());

  it('is healthy on the storage engine under test', async () => {
    const res = await request(svc.server).get('/health').expect(200);
    expect(res.body).toMatchObject({ service: 'drafts', status: 'ok', storage: svc.db.engine });
  });

  it('publishes its OpenAPI document', async () => {
    const res = await request(svc.server).get('/docs/openapi.json').expect(200);
    expect(res.body.info.title).toBe('Draftroom drafts service');
  });
});
