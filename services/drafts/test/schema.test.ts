/** @engines sqlite: the SQLite file's tables come from migrations; MongoDB has indexes, created at start */
import { DataSource } from 'typeorm';
import { pendingSchemaChanges } from '@draftroom/nest-kit';
import { bootTestService, type BootedService } from '@draftroom/testing/services';

describe('drafts service SQLite schema', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootTestService('drafts', () => require('../src/app.module').AppModule);
  });
  afterAll(() => svc.close());

  it('has migrations that match its entities', async () => {
    expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
  });
});
