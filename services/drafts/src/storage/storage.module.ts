import { DynamicModule, Global, Module } from '@nestjs/common';
import { IdempotencyStore, StorageHealth } from '@draftroom/nest-kit';
import { MongoDraftsStorageModule } from './mongo/mongo-storage.module';
import { SqlDraftsStorageModule } from './sql/sql-storage.module';
import { DraftsStore, PredictionsStore } from './stores';

export const NOT_ON_POSTGRES = 'The drafts service keeps drafts in MongoDB (DATABASE_URL=mongodb://host:27017/drafts) or, with no DATABASE_URL, '
  + 'in an SQLite file; PostgreSQL is no longer one of its stores (decision 190). To move drafts and votes from PostgreSQL or SQLite: '
  + 'npm run migrate-drafts -- --from <that database> --to <a mongodb:// URL>.';

@Global()
@Module({})
class RefusedStorage {}

/**
 * The drafts service's store, from its DATABASE_URL: MongoDB for a mongodb:// URL, the SQLite
 * file when there is none. Any other URL stops the start with a sentence saying what to do
 * (the error is raised as the module starts, as a database that cannot be reached would be).
 */
export function draftsStorage(env: NodeJS.ProcessEnv = process.env): DynamicModule {
  const url = env.DATABASE_URL;
  if (!url) return SqlDraftsStorageModule.forRoot();
  if (/^mongodb(\+srv)?:\/\//.test(url)) return MongoDraftsStorageModule.forRoot();
  const refused = () => {
    throw new Error(NOT_ON_POSTGRES);
  };
  const tokens = [DraftsStore, PredictionsStore, StorageHealth, IdempotencyStore];
  return { module: RefusedStorage, providers: tokens.map((provide) => ({ provide, useFactory: refused })), exports: tokens };
}
