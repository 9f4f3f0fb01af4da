import { randomBytes } from 'node:crypto';
import { JobRegistry, startBullWorker, type BullOptions } from '@draftroom/nest-kit';

export const testRedisUrl = (): string => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A BullMQ key prefix of its own for a test file, so runs never share jobs. */
export const testQueuePrefix = (label: string): string => `drtest:${label}:${randomBytes(4).toString('hex')}`;

/**
 * `describe` for suites that need Redis. `npm test` sets TEST_REDIS=off when no Redis is
 * reachable (and fails instead when DRAFTROOM_REQUIRE_SERVICES=1), so the suite is skipped.
 */
export const describeWithRedis: jest.Describe = process.env.TEST_REDIS === 'off' ? describe.skip : describe;

/**
 * A worker whose process dies during a job (kill -9): it takes the next job of one of `jobNames`,
 * then stops without finishing it or renewing its lock, so BullMQ finds the job stalled once the
 * lock expires (half a second here; set BULLMQ_STALLED_CHECK_MS low for the workers that find it).
 * Resolves once the worker is gone.
 */
export async function killedMidImport(options: BullOptions, jobNames: readonly string[]): Promise<void> {
  const registry = new JobRegistry();
  let took!: () => void;
  const tookIt = new Promise<void>((resolve) => (took = resolve));
  for (const name of jobNames) {
    registry.register(name, () => {
      took();
      return new Promise(() => undefined); // never finishes: the process is gone
    });
  }
  const worker = startBullWorker(options, registry, undefined, { lockDuration: 500 });
  await tookIt;
  await worker.close(true); // no clean hand-back, no more lock renewals
}
