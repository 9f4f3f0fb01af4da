import { randomBytes } from 'node:crypto';

export const testRedisUrl = (): string => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A BullMQ key prefix of its own for a test file, so runs never share jobs. */
export const testQueuePrefix = (label: string): string => `drtest:${label}:${randomBytes(4).toString('hex')}`;

/**
 * `describe` for suites that need Redis. `npm test` sets TEST_REDIS=off when no Redis is
 * reachable (and fails instead when DRAFTROOM_REQUIRE_SERVICES=1), so the suite is skipped.
 */
export const describeWithRedis: jest.Describe = process.env.TEST_REDIS === 'off' ? describe.skip : describe;
