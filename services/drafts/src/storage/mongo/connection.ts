import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MongoClient } from 'mongodb';
import { JsonLogger } from '@draftroom/nest-kit';
import { collectionsOf, createIndexes, type DraftsCollections } from './documents';
import { IdBlocks } from './id-blocks';
import { upgradeNameKeys } from './name-keys';

const RETRY_DELAY_MS = 3000;

/** The database named in the URL's path, or `drafts` when it names none. */
export function databaseName(url: string): string {
  const path = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(url)?.[1];
  return path ? decodeURIComponent(path) : 'drafts';
}

/**
 * The drafts service's MongoDB: one client (its own pool, reconnecting by itself), the
 * collections, and their indexes, created at every start (idempotent). A server that is still
 * starting is waited for (DATABASE_RETRY_ATTEMPTS, 3 s apart), as TypeORM does for PostgreSQL.
 */
@Injectable()
export class MongoConnection implements OnModuleInit, OnApplicationShutdown {
  readonly client: MongoClient;
  readonly collections: DraftsCollections;
  readonly ids: IdBlocks;

  constructor(private readonly logger: JsonLogger) {
    const url = process.env.DATABASE_URL ?? '';
    const pool = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    this.client = new MongoClient(url, {
      appName: 'draftroom-drafts',
      // A request waits at most this long for an unreachable server, then answers 503 (unavailable.ts).
      serverSelectionTimeoutMS: 3000,
      connectTimeoutMS: 3000,
      // Connections opened ahead, as for PostgreSQL (decision 155).
      maxPoolSize: pool,
      minPoolSize: pool,
    });
    this.collections = collectionsOf(this.client.db(databaseName(url)));
    this.ids = new IdBlocks(this.collections);
  }

  async onModuleInit(): Promise<void> {
    const attempts = Number(process.env.DATABASE_RETRY_ATTEMPTS ?? 10);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.client.connect();
        await createIndexes(this.collections);
        await upgradeNameKeys(this.collections);
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
        this.logger.event('warn', 'MongoDB not reachable yet, retrying', { attempt: attempt + 1, of: attempts, error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }

  ping(): Promise<unknown> {
    return this.client.db('admin').command({ ping: 1 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
