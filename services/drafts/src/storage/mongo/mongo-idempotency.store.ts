import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { IdempotencyStore, type EarlierRequest } from '@draftroom/nest-kit';
import { toDraft } from '../../drafts/draft-mapper';
import { toPrediction } from '../../predictions/prediction-mapper';
import { voterSessionOf } from '../../session/voter-session';
import { DraftsStore } from '../stores';
import { MongoConnection } from './connection';
import { fromDocument } from './mongo-drafts.store';
import { fromPredictionDocument } from './mongo-predictions.store';
import { unlessUnavailable } from './unavailable';

const VOTE_PATH = /^\/api\/drafts\/(\d{1,15})\/vote$/;

/**
 * Idempotency-Keys on MongoDB (decision 191): each write stores its key in the document it
 * writes, so "the write landed" and "the key is taken" are one fact without a transaction. A
 * retry is found where its first attempt wrote: the draft or prediction it created (answered as
 * created: 201, no votes yet), or the voter's vote document on that draft (answered with the
 * draft as it is now and the voter's vote).
 */
@Injectable()
export class MongoIdempotencyStore extends IdempotencyStore {
  readonly enabled = true;

  constructor(private readonly mongo: MongoConnection, private readonly drafts: DraftsStore) {
    super();
  }

  find(key: string, req: Request): Promise<EarlierRequest | null> {
    return unlessUnavailable(async () => {
      const { drafts, predictions, votes } = this.mongo.collections;
      if (req.path === '/api/save-draft') {
        const doc = await drafts.findOne({ idempotencyKey: key });
        return doc && { fingerprint: doc.fingerprint!, answer: { status: 201, body: toDraft(fromDocument(doc, { upvotes: 0, downvotes: 0 }), null, true) } };
      }
      if (req.path === '/api/predictions') {
        const doc = await predictions.findOne({ idempotencyKey: key });
        return doc && { fingerprint: doc.fingerprint!, answer: { status: 201, body: toPrediction(fromPredictionDocument(doc)) } };
      }
      const id = Number(VOTE_PATH.exec(req.path)?.[1]);
      const voter = voterSessionOf(req);
      if (!id || !voter) return null;
      const vote = await votes.findOne({ draftId: id, voter });
      const stamp = vote?.requests?.find((r) => r.key === key);
      const draft = stamp ? await this.drafts.find(id) : null;
      return draft && stamp ? { fingerprint: stamp.fingerprint, answer: { status: 200, body: toDraft(draft, vote!.voteType) } } : null;
    });
  }

  /** The answer is read back from the document the write created; nothing more to keep. */
  async remember(): Promise<void> {}
}
