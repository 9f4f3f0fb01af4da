import { CallerGoneError } from '../storage/transactions';
import { currentWrite } from './write-context';

/** What a document written for an HTTP request keeps of it: its Idempotency-Key and fingerprint. */
export interface WriteStamp {
  key: string;
  fingerprint: string;
}

/**
 * A write of one document, with no transaction around it (MongoDB, decision 191), given what
 * `inTransaction` gives a SQL write: it is not started when its caller has already gone, it gets
 * the request's Idempotency-Key to store in the document it creates (so the key and the write
 * are one fact), and it counts as applied for the 'write applied' log once it returns. Unlike a
 * transaction it cannot be taken back: a caller who leaves during the write itself still gets it.
 */
export async function documentWrite<T>(work: (stamp: WriteStamp | null) => Promise<T>): Promise<T> {
  const write = currentWrite();
  if (write?.abandoned) throw new CallerGoneError();
  const stamp = write?.key ? { key: write.key, fingerprint: write.fingerprint } : null;
  const result = await work(stamp);
  if (write) {
    write.committed += 1;
    write.claimed ||= stamp !== null;
  }
  return result;
}
