import { MongoClient, type AnyBulkWriteOperation, type Document, type Filter } from 'mongodb';
import { databaseName } from '../storage/mongo/connection';
import { collectionsOf, createIndexes, type DraftsCollections } from '../storage/mongo/documents';
import { nameKey } from '../names/name-key';
import { openSqlSource, type SqlRow, type SqlSource } from './sql-source';

export interface MigrateOptions {
  /** The drafts service's PostgreSQL database or SQLite file. */
  from: string;
  /** The MongoDB database the drafts service will use (mongodb://host/db). */
  to: string;
  batchSize?: number;
  log?: (line: string) => void;
  /** Called after each batch is written (tests stop a copy halfway through here). */
  afterBatch?: (what: Kind, copied: number) => void | Promise<void>;
}

type Kind = 'drafts' | 'votes' | 'predictions';
/** For each kind: rows in the source, and how many of them MongoDB holds as the source says. */
export type MigrationReport = Record<Kind, { source: number; inTarget: number }>;

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
/** SQLite keeps timestamps as 'YYYY-MM-DD HH:MM:SS.SSS' in UTC; PostgreSQL hands back Dates. */
const date = (value: unknown): Date => (value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`));
const PREDICTION_NUMBERS = ['topGK', 'topGKPoints', 'topDEF', 'topDEFPoints', 'topMID', 'topMIDPoints', 'topFWD', 'topFWDPoints',
  'mostGoals', 'mostGoalsCount', 'mostAssists', 'mostAssistsCount', 'mostCleanSheets', 'mostCleanSheetsCount'];

/** How each kind is read (its key order), written and recognised in MongoDB. */
interface Copy {
  kind: Kind;
  table: 'drafts' | 'draft_votes' | 'predictions';
  order: string[];
  collection: keyof Omit<DraftsCollections, 'counters'>;
  /** The target document's key and the fields it gets when it is new. */
  toDocument(row: SqlRow): { key: Document; fields: Document };
  /** Whether a target document is this row (and not another one that took its key). */
  same(row: SqlRow, doc: Document): boolean;
}

const COPIES: Copy[] = [
  {
    kind: 'drafts', table: 'drafts', order: ['id'], collection: 'drafts',
    toDocument: (r) => ({
      key: { _id: Number(r.id) },
      fields: {
        name: r.name, nameKey: nameKey(String(r.name)), selectedPlayers: json(r.selectedPlayers), totalCostTenths: Number(r.totalCostTenths),
        positionCounts: json(r.positionCounts), teamCounts: json(r.teamCounts), createdAt: date(r.createdAt),
        // A source from before drafts recorded them has neither: the document then reads as 2025/26.
        ...(r.season ? { season: r.season } : {}), ...(r.players ? { players: json(r.players) } : {}),
      },
    }),
    same: (r, doc) => doc.name === r.name,
  },
  {
    kind: 'votes', table: 'draft_votes', order: ['draftId', 'sessionId'], collection: 'votes',
    toDocument: (r) => ({ key: { draftId: Number(r.draftId), voter: r.sessionId }, fields: { voteType: r.voteType, votedAt: date(r.votedAt) } }),
    same: () => true,
  },
  {
    kind: 'predictions', table: 'predictions', order: ['id'], collection: 'predictions',
    toDocument: (r) => ({
      key: { _id: Number(r.id) },
      fields: {
        username: r.username, usernameKey: nameKey(String(r.username)), createdAt: date(r.createdAt),
        ...Object.fromEntries(PREDICTION_NUMBERS.map((k) => [k, r[k] === null ? null : Number(r[k])])),
      },
    }),
    same: (r, doc) => doc.username === r.username,
  },
];

/**
 * `npm run migrate-drafts`: copies drafts, votes and predictions from the drafts service's SQL
 * database into MongoDB (decision 190). Every document is written with $setOnInsert under its
 * own key (the draft's number; draft and voter), so a second run changes nothing, a run that
 * stopped halfway is finished by the next one, and a document the service wrote in MongoDB since
 * is never overwritten. Afterwards each row of the source is looked for in MongoDB: the report
 * says how many were found as the source has them (a draft whose number MongoDB gave to another
 * draft is not). The counters move past the copied numbers, so new drafts get new numbers.
 */
export async function migrateDrafts({ from, to, batchSize = 500, log = () => undefined, afterBatch }: MigrateOptions): Promise<MigrationReport> {
  const source = await openSqlSource(from);
  const client = new MongoClient(to, { serverSelectionTimeoutMS: 10_000 });
  try {
    const collections = collectionsOf(client.db(databaseName(to)));
    await createIndexes(collections);
    const report = {} as MigrationReport;
    for (const copy of COPIES) {
      report[copy.kind] = await copyAll(copy, source, collections, batchSize, afterBatch);
      log(`${copy.kind}: ${report[copy.kind].source} in the source, ${report[copy.kind].inTarget} of them in MongoDB`);
    }
    for (const name of ['drafts', 'predictions'] as const) {
      const [top] = await collections[name].find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).toArray();
      if (top) await collections.counters.updateOne({ _id: name }, { $max: { last: top._id } }, { upsert: true });
    }
    return report;
  } finally {
    await client.close();
    await source.close();
  }
}

async function copyAll(copy: Copy, source: SqlSource, collections: DraftsCollections, batchSize: number, afterBatch: MigrateOptions['afterBatch']) {
  const target = collections[copy.collection] as unknown as import('mongodb').Collection<Document>;
  let after: unknown[] | null = null;
  let copied = 0;
  let inTarget = 0;
  for (;;) {
    const rows = await source.rows(copy.table, copy.order, after, batchSize);
    if (rows.length === 0) break;
    const docs = rows.map((row) => copy.toDocument(row));
    const writes: AnyBulkWriteOperation<Document>[] = docs.map(({ key, fields }) => ({ updateOne: { filter: key, update: { $setOnInsert: fields }, upsert: true } }));
    // Unordered: a row that meets another document's unique name is left out and shows in the count.
    await target.bulkWrite(writes, { ordered: false }).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 11000 && !(error as { writeErrors?: unknown }).writeErrors) throw error;
    });
    const found = await target.find({ $or: docs.map((d) => d.key) } as Filter<Document>).toArray();
    inTarget += rows.filter((row, i) => found.some((doc) => Object.entries(docs[i].key).every(([k, v]) => doc[k] === v) && copy.same(row, doc))).length;
    copied += rows.length;
    after = copy.order.map((column) => rows[rows.length - 1][column]);
    await afterBatch?.(copy.kind, copied);
  }
  return { source: await source.count(copy.table), inTarget };
}
