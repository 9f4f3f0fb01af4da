import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { inTransaction } from '@draftroom/nest-kit';
import { PredictionRow } from '../storage/entities';

export type NewPrediction = Omit<PredictionRow, 'id'>;

/** Only queries: every prediction newest first, and storing one whose username is free. */
@Injectable()
export class PredictionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(): Promise<PredictionRow[]> {
    return this.dataSource.getRepository(PredictionRow).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Stores the prediction unless its username key is taken (then answers null); the unique index settles races. */
  insertIfFree(values: NewPrediction): Promise<PredictionRow | null> {
    return inTransaction(this.dataSource, async (em) => {
      if (await em.existsBy(PredictionRow, { usernameKey: values.usernameKey })) return null;
      return em.save(PredictionRow, em.create(PredictionRow, values));
    });
  }
}
