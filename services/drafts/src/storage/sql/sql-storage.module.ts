import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmStorageModule } from '@draftroom/nest-kit';
import { DraftsStore, PredictionsStore } from '../stores';
import { DRAFTS_ENTITIES } from './entities';
import { DRAFTS_MIGRATIONS } from './migrations';
import { SqlDraftsStore } from './sql-drafts.store';
import { SqlPredictionsStore } from './sql-predictions.store';

/** Drafts, votes and predictions in an SQLite file through TypeORM: `npm start`'s zero-setup default. */
@Global()
@Module({})
export class SqlDraftsStorageModule {
  static forRoot(): DynamicModule {
    return {
      module: SqlDraftsStorageModule,
      imports: [TypeOrmStorageModule.forRoot({ service: 'drafts', entities: DRAFTS_ENTITIES, migrations: DRAFTS_MIGRATIONS })],
      providers: [{ provide: DraftsStore, useClass: SqlDraftsStore }, { provide: PredictionsStore, useClass: SqlPredictionsStore }],
      exports: [DraftsStore, PredictionsStore],
    };
  }
}
