import { randomBytes } from 'node:crypto';

export const testRedisUrl = (): string => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A BullMQ key prefix of its own for a test file, so runs never share jobs. */
export const testQueuePrefix = (label: string): string => `drtest:${label}:${randomBytes(4).toString('hex')}`;
