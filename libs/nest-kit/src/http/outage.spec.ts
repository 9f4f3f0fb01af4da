import { OutageLog, outageOf } from './outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('outageOf: down or unreachable, as opposed to refusing this request', () => {
  it('finds a lost database in the error or in what it wraps', () => {
    expect(outageOf(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('database');
    expect(outageOf({ name: 'QueryFailedError', message: 'terminating connection due to administrator command', driverError: { code: '57P01' } })).toBe('database');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(outageOf(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]))).toBe('database');
    expect(outageOf({ message: 'sorry, too many clients already', code: '53300' })).toBe('database');
  });

  it('tells Redis apart', () => {
    expect(outageOf(new Error('Connection is closed.'))).toBe('redis');
    expect(outageOf(new Error('Redis did not answer within 1000 ms'))).toBe('redis');
  });

  it('leaves every other error alone', () => {
    expect(outageOf(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(outageOf(new TypeError('x is undefined'))).toBeNull();
    expect(outageOf(undefined)).toBeNull();
  });
});

describe('OutageLog', () => {
  it('writes the first failure of a spell, counts the rest, and says how many with the next line', () => {
    let now = 0;
    const lines: Record<string, unknown>[] = [];
    const log = new OutageLog((fields) => lines.push(fields), () => now);
    for (let i = 0; i < 100; i += 1) log.record('database', new Error('down'));
    expect(lines).toEqual([{ outage: 'database', error: 'down' }]);
    now = 31_000;
    log.record('database', new Error('still down'));
    expect(lines[1]).toEqual({ outage: 'database', error: 'still down', alsoFailedSinceLastLine: 99 });
  });
});
