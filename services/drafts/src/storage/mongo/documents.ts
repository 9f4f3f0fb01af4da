import type { Collection, Db, IndexDescription } from 'mongodb';
import type { VoteType } from '@draftroom/contracts';
import type { WriteStamp } from '@draftroom/nest-kit';
import type { StoredDraft, StoredPrediction } from '../stores';

/**
 * The drafts service's collections on MongoDB (decision 191). Every write is one document, so
 * the same code is exact on MongoDB and on FerretDB, whose updates are read-modify-write and
 * which has no transactions:
 * - a draft is a document whose `_id` is its number; `nameKey` (the folded name) is unique;
 * - a vote is a document of its own, unique per draft and voter; changing it is one update of it,
 *   and the counts are counted from these documents, never kept by $inc on the draft;
 * - a write's Idempotency-Key is stored in the document it creates (sparse unique index), or, for
 *   a vote, in the vote's own document, so a retry finds the first write.
 */
export interface DraftDocument extends Omit<StoredDraft, 'id' | 'upvotes' | 'downvotes' | 'season'> {
  _id: number;
  /** Absent on the documents saved before a draft recorded its season: they are 2025/26 drafts. */
  season?: string;
  nameKey: string;
  idempotencyKey?: string;
  fingerprint?: string;
}

export interface VoteDocument {
  draftId: number;
  voter: string;
  /** Null once withdrawn: the document stays, so its keys and when it changed stay readable. */
  voteType: VoteType | null;
  votedAt: Date;
  /** The Idempotency-Keys of the last requests that set this vote. */
  requests?: WriteStamp[];
}

export interface PredictionDocument extends Omit<StoredPrediction, 'id'> {
  _id: number;
  usernameKey: string;
  idempotencyKey?: string;
  fingerprint?: string;
}

/** The highest number claimed in each numbered collection; handed out in blocks (id-blocks.ts). */
export interface CounterDocument {
  _id: string;
  last: number;
}

export interface DraftsCollections {
  drafts: Collection<DraftDocument>;
  votes: Collection<VoteDocument>;
  predictions: Collection<PredictionDocument>;
  counters: Collection<CounterDocument>;
}

export const collectionsOf = (db: Db): DraftsCollections => ({
  drafts: db.collection<DraftDocument>('drafts'),
  votes: db.collection<VoteDocument>('votes'),
  predictions: db.collection<PredictionDocument>('predictions'),
  counters: db.collection<CounterDocument>('counters'),
});

/**
 * Created at every start; creating an index that exists with the same keys and options does
 * nothing. Sparse, so drafts saved without a key do not collide on a missing one (MongoDB counts
 * a missing field as null in a unique index; FerretDB would let them through either way).
 */
export const INDEXES: Record<keyof Omit<DraftsCollections, 'counters'>, IndexDescription[]> = {
  drafts: [
    { key: { nameKey: 1 }, name: 'name_key_unique', unique: true },
    { key: { idempotencyKey: 1 }, name: 'idempotency_key_unique', unique: true, sparse: true },
  ],
  votes: [
    { key: { draftId: 1, voter: 1 }, name: 'draft_voter_unique', unique: true },
    { key: { draftId: 1, voteType: 1 }, name: 'draft_vote_type' },
    { key: { voter: 1 }, name: 'voter' },
  ],
  predictions: [
    { key: { usernameKey: 1 }, name: 'username_key_unique', unique: true },
    { key: { idempotencyKey: 1 }, name: 'idempotency_key_unique', unique: true, sparse: true },
  ],
};

/**
 * Creates the indexes one by one: FerretDB v1.24.2 drops the connection (a panic, "slice bounds
 * out of range") when one createIndexes command names two indexes that both exist already.
 */
export async function createIndexes(collections: DraftsCollections): Promise<void> {
  for (const [name, indexes] of Object.entries(INDEXES)) {
    for (const index of indexes) await collections[name as keyof typeof INDEXES].createIndexes([index]);
  }
}

/** E11000: an insert or upsert met a unique index (FerretDB does not say which one). */
export const isDuplicateKey = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 11000;
