import { Injectable } from '@nestjs/common';
import { documentWrite } from '@draftroom/nest-kit';
import { PredictionsStore, type NewPrediction, type StoredPrediction } from '../stores';
import { MongoConnection } from './connection';
import type { PredictionDocument } from './documents';
import { unlessUnavailable } from './unavailable';

export function fromPredictionDocument({ _id, usernameKey: _key, idempotencyKey: _k, fingerprint: _f, ...rest }: PredictionDocument): StoredPrediction {
  return { id: _id, ...rest };
}

/** Season predictions on MongoDB: one insert each, the folded username unique (as drafts' names). */
@Injectable()
export class MongoPredictionsStore extends PredictionsStore {
  constructor(private readonly mongo: MongoConnection) {
    super();
  }

  list(): Promise<StoredPrediction[]> {
    return unlessUnavailable(async () =>
      (await this.mongo.collections.predictions.find({}).sort({ createdAt: -1, _id: -1 }).toArray()).map(fromPredictionDocument));
  }

  insert(prediction: NewPrediction): Promise<StoredPrediction> {
    return unlessUnavailable(() => documentWrite(async (stamp) =>
      fromPredictionDocument(await this.mongo.ids.insert<PredictionDocument>('predictions', prediction, { usernameKey: prediction.usernameKey }, stamp))));
  }
}
