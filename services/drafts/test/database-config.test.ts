/** @engines postgres: about connecting to PostgreSQL */
import { Test } from '@nestjs/testing';

/**
 * A wrong database name used to be retried for 33 s before "does not exist" (issue 11 item 9):
 * what no retry can fix fails at once, with PostgreSQL's own words.
 */
describe('starting with a database that does not exist', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('fails within seconds saying so', async () => {
    const { AppModule } = require('../src/app.module');
    const started = Date.now();
    const base = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    base.pathname = '/draftroom_no_such_database';
    process.env.DATABASE_URL = base.toString();
    const boot = Test.createTestingModule({ imports: [AppModule] }).setLogger(false as never).compile();
    await expect(boot).rejects.toThrow('database "draftroom_no_such_database" does not exist');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
