import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { inTransaction } from '@draftroom/nest-kit';
import { NameTakenError, PredictionsStore, type NewPrediction, type StoredPrediction } from '../stores';
import { PredictionRow } from './entities';
import { isUniqueViolation } from './unique-violation';

/** Season predictions in the embedded SQLite file. */
@Injectable()
export class SqlPredictionsStore extends PredictionsStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  list(): Promise<StoredPrediction[]> {
    return this.dataSource.getRepository(PredictionRow).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** A taken username is checked first for a clear answer; the unique index settles races. */
  async insert(values: NewPrediction): Promise<StoredPrediction> {
    try {
      return await inTransaction(this.dataSource, async (em) => {
        if (await em.existsBy(PredictionRow, { usernameKey: values.usernameKey })) throw new NameTakenError();
        return em.save(PredictionRow, em.create(PredictionRow, values));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new NameTakenError();
      throw error;
    }
  }
}
