/** @engines sqlite: no server is reached; the URL is refused before */
import { Test } from '@nestjs/testing';

/** Drafts are kept in MongoDB or SQLite (decision 190): a PostgreSQL URL stops the start saying what to do. */
describe('starting the drafts service with a PostgreSQL URL', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('fails at once, pointing at MongoDB and npm run migrate-drafts', async () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/draftroom_drafts';
    // The module reads DATABASE_URL as it loads: a fresh copy of it, not the one other tests loaded.
    let AppModule: unknown;
    jest.isolateModules(() => {
      AppModule = require('../src/app.module').AppModule;
    });
    const boot = Test.createTestingModule({ imports: [AppModule as never] }).setLogger(false as never).compile();
    await expect(boot).rejects.toThrow(/keeps drafts in MongoDB .*npm run migrate-drafts -- --from <that database> --to <a mongodb:\/\/ URL>/);
  });
});
