import { DynamicModule, Global, Injectable, Module } from '@nestjs/common';
import { IdempotencyStore, StorageHealth } from '@draftroom/nest-kit';
import { DraftsStore, PredictionsStore } from '../stores';
import { MongoConnection } from './connection';
import { MongoDraftsStore } from './mongo-drafts.store';
import { MongoIdempotencyStore } from './mongo-idempotency.store';
import { MongoPredictionsStore } from './mongo-predictions.store';

@Injectable()
class MongoHealth extends StorageHealth {
  readonly engine = 'mongodb' as const;
  constructor(private readonly mongo: MongoConnection) {
    super();
  }

  ping(): Promise<unknown> {
    return this.mongo.ping();
  }
}

/** Drafts, votes and predictions on MongoDB (DATABASE_URL=mongodb://...), decision 190. */
@Global()
@Module({})
export class MongoDraftsStorageModule {
  static forRoot(): DynamicModule {
    return {
      module: MongoDraftsStorageModule,
      providers: [
        MongoConnection,
        { provide: DraftsStore, useClass: MongoDraftsStore },
        { provide: PredictionsStore, useClass: MongoPredictionsStore },
        { provide: IdempotencyStore, useClass: MongoIdempotencyStore },
        { provide: StorageHealth, useClass: MongoHealth },
      ],
      exports: [DraftsStore, PredictionsStore, IdempotencyStore, StorageHealth, MongoConnection],
    };
  }
}
