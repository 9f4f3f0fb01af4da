import { MongoClient } from 'mongodb';
import { DataSource } from 'typeorm';
import type { BootedService } from './boot-service';

/**
 * What a drafts test counts in the store, whichever store the pass runs on (SQLite tables or
 * MongoDB collections): a refused write must leave these as they were.
 */
export interface DraftsStoreCounts {
  drafts(): Promise<number>;
  /** Votes in force (a withdrawn vote is no vote), on one draft or on all. */
  votes(draftId?: number): Promise<number>;
  predictions(): Promise<number>;
  /** Whether any stored write kept this Idempotency-Key. */
  keptKey(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export function draftsStoreCounts(svc: BootedService): DraftsStoreCounts {
  return svc.db.engine === 'mongodb' ? mongoCounts(svc.db.env.DATABASE_URL) : sqlCounts(svc.app.get(DataSource));
}

function sqlCounts(ds: DataSource): DraftsStoreCounts {
  const count = async (sql: string, params: unknown[] = []) => Number((await ds.query(sql, params))[0].n);
  return {
    drafts: () => count('SELECT COUNT(*) AS n FROM drafts'),
    votes: (draftId) => (draftId === undefined ? count('SELECT COUNT(*) AS n FROM draft_votes') : count('SELECT COUNT(*) AS n FROM draft_votes WHERE "draftId" = ?', [draftId])),
    predictions: () => count('SELECT COUNT(*) AS n FROM predictions'),
    keptKey: async (key) => (await count('SELECT COUNT(*) AS n FROM idempotent_requests WHERE "key" = ?', [key])) > 0,
    close: async () => undefined,
  };
}

function mongoCounts(url: string): DraftsStoreCounts {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 });
  const db = client.db();
  return {
    drafts: () => db.collection('drafts').countDocuments({}),
    votes: (draftId) => db.collection('votes').countDocuments({ ...(draftId === undefined ? {} : { draftId }), voteType: { $in: ['up', 'down'] } }),
    predictions: () => db.collection('predictions').countDocuments({}),
    keptKey: async (key) => {
      const [drafts, predictions, votes] = await Promise.all([
        db.collection('drafts').countDocuments({ idempotencyKey: key }),
        db.collection('predictions').countDocuments({ idempotencyKey: key }),
        db.collection('votes').countDocuments({ 'requests.key': key }),
      ]);
      return drafts + predictions + votes > 0;
    },
    close: () => client.close(),
  };
}
