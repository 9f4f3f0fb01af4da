import { checkedDatabaseUrl, dataSourceOptions, isTransientConnectionError } from './data-source';

describe('DATABASE_URL and connection errors (issue 11 item 9)', () => {
  it('accepts PostgreSQL URLs', () => {
    expect(checkedDatabaseUrl('postgres://postgres@127.0.0.1:5432/draftroom_stats')).toBe('postgres://postgres@127.0.0.1:5432/draftroom_stats');
    expect(checkedDatabaseUrl('postgresql://u:p@db/x')).toBe('postgresql://u:p@db/x');
  });

  it.each([
    ['notaurl', 'DATABASE_URL is not a URL. It should look like postgres://user:password@host:5432/database.'],
    ['mysql://u:secret@db/x', 'DATABASE_URL must start with postgres:// (it starts with mysql://). It should look like postgres://user:password@host:5432/database.'],
    ['postgres://db', 'DATABASE_URL names no database. It should look like postgres://user:password@host:5432/database.'],
  ])('refuses %s with a sentence that does not repeat the password', (url, message) => {
    expect(() => checkedDatabaseUrl(url)).toThrow(message);
  });

  it('retries a database that is starting, not one that does not exist or refuses the password', () => {
    expect(isTransientConnectionError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientConnectionError(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isTransientConnectionError(Object.assign(new Error('database "x" does not exist'), { code: '3D000' }))).toBe(false);
    expect(isTransientConnectionError(Object.assign(new Error('password authentication failed'), { code: '28P01' }))).toBe(false);
  });
});

describe('the PostgreSQL pool (decision 155)', () => {
  const options = (env: NodeJS.ProcessEnv) => dataSourceOptions({ service: 'drafts', entities: [], migrations: [], env }) as { extra?: { max: number; min: number } };

  it('keeps every connection it opens: min is max, so idle ones are not closed after 10 s', () => {
    expect(options({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).extra).toEqual({ max: 10, min: 10, connectionTimeoutMillis: 3000 });
    expect(options({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x', DATABASE_POOL_SIZE: '4' }).extra).toEqual({ max: 4, min: 4, connectionTimeoutMillis: 3000 });
  });
});
