import { Injectable } from '@nestjs/common';
import type { UpdateFilter } from 'mongodb';
import type { DraftPlayer, VoteType } from '@draftroom/contracts';
import { documentWrite } from '@draftroom/nest-kit';
import { DraftsStore, UNRECORDED_DRAFT_SEASON, type DraftWithoutPlayers, type NewDraft, type StoredDraft } from '../stores';
import { MongoConnection } from './connection';
import { isDuplicateKey, type DraftDocument, type VoteDocument } from './documents';
import { unlessUnavailable } from './unavailable';

/** The Idempotency-Keys a vote document keeps: the latest ones, enough for any client's retries. */
const KEPT_KEYS = 20;

type Counts = Pick<StoredDraft, 'upvotes' | 'downvotes'>;
const NO_VOTES: Counts = { upvotes: 0, downvotes: 0 };

export const fromDocument = (doc: DraftDocument, counts: Counts): StoredDraft => ({
  id: doc._id, name: doc.name, selectedPlayers: doc.selectedPlayers, season: doc.season ?? UNRECORDED_DRAFT_SEASON,
  totalCostTenths: doc.totalCostTenths, positionCounts: doc.positionCounts, teamCounts: doc.teamCounts, createdAt: doc.createdAt,
  ...(doc.players ? { players: doc.players } : {}), ...counts,
});

/** Drafts and votes on MongoDB (decision 191): single-document writes, counts counted from the votes. */
@Injectable()
export class MongoDraftsStore extends DraftsStore {
  constructor(private readonly mongo: MongoConnection) {
    super();
  }

  private get c() {
    return this.mongo.collections;
  }

  list(): Promise<StoredDraft[]> {
    return unlessUnavailable(async () => {
      const [docs, counts] = await Promise.all([this.c.drafts.find({}, { projection: { idempotencyKey: 0, fingerprint: 0, players: 0 } }).toArray(), this.allCounts()]);
      return docs.map((doc) => fromDocument(doc, counts.get(doc._id) ?? NO_VOTES));
    });
  }

  find(id: number): Promise<StoredDraft | null> {
    return unlessUnavailable(async () => {
      const [doc, counts] = await Promise.all([this.c.drafts.findOne({ _id: id }), this.counts(id)]);
      return doc && fromDocument(doc, counts);
    });
  }

  /** Counted from the vote documents, in one pass over the draft's votes. */
  counts(id: number): Promise<Counts> {
    return unlessUnavailable(async () => {
      const groups = await this.c.votes.aggregate<{ _id: VoteType | null; n: number }>([
        { $match: { draftId: id } },
        { $group: { _id: '$voteType', n: { $sum: 1 } } },
      ]).toArray();
      return { upvotes: groups.find((g) => g._id === 'up')?.n ?? 0, downvotes: groups.find((g) => g._id === 'down')?.n ?? 0 };
    });
  }

  /** One insert, no read first: the unique index on the folded name decides races (IdBlocks.insert). */
  insert(draft: NewDraft): Promise<StoredDraft> {
    return unlessUnavailable(() => documentWrite(async (stamp) => {
      const doc = await this.mongo.ids.insert<DraftDocument>('drafts', draft, { nameKey: draft.nameKey }, stamp);
      return fromDocument(doc, NO_VOTES);
    }));
  }

  /** One update of the voter's own vote document, created by the first vote (unique per draft and voter). */
  setVote(id: number, voter: string, vote: VoteType | null, at: Date): Promise<void> {
    return unlessUnavailable(() => documentWrite(async (stamp) => {
      const update: UpdateFilter<VoteDocument> = { $set: { voteType: vote, votedAt: at } };
      if (stamp) update.$push = { requests: { $each: [stamp], $slice: -KEPT_KEYS } };
      for (let attempt = 1; ; attempt += 1) {
        try {
          await this.c.votes.updateOne({ draftId: id, voter }, update, { upsert: true });
          return;
        } catch (error) {
          // Two first votes of one voter at once both tried to create the document: it exists now.
          if (!isDuplicateKey(error) || attempt >= 3) throw error;
        }
      }
    }));
  }

  votesOf(voter: string): Promise<Map<number, VoteType>> {
    return unlessUnavailable(async () => {
      const docs = await this.c.votes.find({ voter }, { projection: { draftId: 1, voteType: 1 } }).toArray();
      return new Map(docs.filter((d) => d.voteType !== null).map((d) => [d.draftId, d.voteType!]));
    });
  }

  withoutPlayers(season: string): Promise<DraftWithoutPlayers[]> {
    // A document without a season is a 2025/26 draft (UNRECORDED_DRAFT_SEASON).
    const ofSeason = season === UNRECORDED_DRAFT_SEASON ? { $or: [{ season }, { season: { $exists: false } }] } : { season };
    return unlessUnavailable(async () => {
      const docs = await this.c.drafts.find({ players: { $exists: false }, ...ofSeason }, { projection: { selectedPlayers: 1 } }).toArray();
      return docs.map((d) => ({ id: d._id, selectedPlayers: d.selectedPlayers }));
    });
  }

  fillPlayers(id: number, players: DraftPlayer[]): Promise<void> {
    return unlessUnavailable(async () => {
      await this.c.drafts.updateOne({ _id: id, players: { $exists: false } }, { $set: { players } });
    });
  }

  /** Up and down votes of every draft that has any, counted from the vote documents. */
  private async allCounts(): Promise<Map<number, Counts>> {
    const groups = await this.c.votes.aggregate<{ _id: { draftId: number; voteType: VoteType }; n: number }>([
      { $match: { voteType: { $in: ['up', 'down'] } } },
      { $group: { _id: { draftId: '$draftId', voteType: '$voteType' }, n: { $sum: 1 } } },
    ]).toArray();
    const counts = new Map<number, Counts>();
    for (const { _id, n } of groups) {
      const draft = counts.get(_id.draftId) ?? { ...NO_VOTES };
      if (_id.voteType === 'up') draft.upvotes = n;
      else draft.downvotes = n;
      counts.set(_id.draftId, draft);
    }
    return counts;
  }
}
