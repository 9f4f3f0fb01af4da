/** @engines postgres: about the PostgreSQL connection pool */
import { Client } from 'pg';
import { bootDraftsStack, type DraftsTestStack } from './support';

/** Connections the server has open to `database`. */
async function connectionsTo(database: string): Promise<number> {
  const admin = new Client({ connectionString: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    return rows[0].n;
  } finally {
    await admin.end();
  }
}

describe('the connection pool at start (decision 155)', () => {
  let stack: DraftsTestStack;
  afterAll(() => stack?.close());

  it('opens all of its connections as the service starts, before any request', async () => {
    stack = await bootDraftsStack({ DATABASE_POOL_SIZE: '4' });
    const { template } = stack.drafts.db;
    if (template.engine !== 'postgres') throw new Error('this test runs on PostgreSQL');
    let open = 0;
    for (let i = 0; i < 50 && open < 4; i += 1) {
      open = await connectionsTo(template.database);
      if (open < 4) await new Promise((r) => setTimeout(r, 100));
    }
    expect(open).toBe(4);
  });
});
