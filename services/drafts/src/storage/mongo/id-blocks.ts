import type { Collection, Filter, OptionalUnlessRequiredId } from 'mongodb';
import type { WriteStamp } from '@draftroom/nest-kit';
import { NameTakenError } from '../stores';
import { isDuplicateKey, type DraftsCollections } from './documents';

/** Numbers claimed at a time: one counter update per this many saves instead of one per save. */
const BLOCK = 20;
const INSERT_ATTEMPTS = 5;

/** A retried write met its own first attempt's key: the interceptor answers that one's answer. */
export class KeyTakenError extends Error {
  constructor() {
    super('Idempotency-Key taken');
  }
}

type Numbered = 'drafts' | 'predictions';

/**
 * Draft and prediction numbers on MongoDB, which has no sequences. A process claims a block of
 * numbers with one update of the collection's counter and hands them out itself. On FerretDB
 * that $inc is read-modify-write, so two processes can claim the same block: the insert then
 * meets the `_id` index and the loser claims another block (`collided`). Numbers are unique and
 * rise, but not without gaps (a stopped process leaves the rest of its block unused).
 */
export class IdBlocks {
  private readonly blocks = new Map<Numbered, { next: number; last: number }>();
  private readonly claims = new Map<Numbered, Promise<void>>();

  constructor(private readonly collections: DraftsCollections) {}

  async next(name: Numbered): Promise<number> {
    for (;;) {
      const block = this.blocks.get(name);
      if (block && block.next <= block.last) return block.next++;
      await this.claim(name);
    }
  }

  /**
   * Inserts `fields` as the next numbered document of `name`, with the request's key. The unique
   * indexes decide races, and FerretDB's E11000 does not name the index, so its cause is looked
   * up: the folded name (`taken`: NameTakenError, a 409), this request's key (its first attempt
   * answers), or the number (another process holds the same block: take another and insert again).
   */
  async insert<D extends { _id: number; idempotencyKey?: string; fingerprint?: string }>(
    name: Numbered, fields: Omit<D, '_id'>, taken: Filter<D>, stamp: WriteStamp | null,
  ): Promise<D> {
    const collection = this.collections[name] as unknown as Collection<D>;
    const exists = async (filter: Filter<D>) => (await collection.findOne(filter, { projection: { _id: 1 } })) !== null;
    for (let attempt = 1; ; attempt += 1) {
      const doc = { _id: await this.next(name), ...fields, ...(stamp ? { idempotencyKey: stamp.key, fingerprint: stamp.fingerprint } : {}) } as D;
      try {
        await collection.insertOne(doc as OptionalUnlessRequiredId<D>);
        return doc;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (await exists(taken)) throw new NameTakenError();
        if (stamp && (await exists({ idempotencyKey: stamp.key } as Filter<D>))) throw new KeyTakenError();
        if (attempt >= INSERT_ATTEMPTS) throw error;
        await this.collided(name);
      }
    }
  }

  /**
   * A number of the current block was taken: another process holds the same block, or documents
   * were copied in without moving the counter. The counter moves past the highest number in use.
   */
  private async collided(name: Numbered): Promise<void> {
    this.blocks.delete(name);
    const [top] = await this.collections[name].find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).toArray();
    await this.collections.counters.updateOne({ _id: name }, { $max: { last: top?._id ?? 0 } }, { upsert: true });
  }

  /** One claim at a time per collection: concurrent saves wait for it instead of claiming blocks of their own. */
  private claim(name: Numbered): Promise<void> {
    let claim = this.claims.get(name);
    if (!claim) {
      claim = this.claimBlock(name).finally(() => this.claims.delete(name));
      this.claims.set(name, claim);
    }
    return claim;
  }

  private async claimBlock(name: Numbered): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const counter = await this.collections.counters.findOneAndUpdate(
          { _id: name }, { $inc: { last: BLOCK } }, { upsert: true, returnDocument: 'after' },
        );
        const last = counter!.last;
        this.blocks.set(name, { next: last - BLOCK + 1, last });
        return;
      } catch (error) {
        // Two processes created the counter at once; it exists now.
        if (!isDuplicateKey(error) || attempt >= 3) throw error;
      }
    }
  }
}
