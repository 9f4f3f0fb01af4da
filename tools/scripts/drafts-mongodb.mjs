/**
 * A fresh MongoDB database for a drafts service started by a script (the e2e stack, the bench):
 * on TEST_MONGODB_URL when it is set (CI's FerretDB, or a real MongoDB), otherwise on a FerretDB
 * this process starts (tools/scripts/ferretdb.mjs) and that stops with it.
 */
import { createRequire } from 'node:module';
import { buildFerretDb, freshPostgresDatabase, startFerretDb } from './ferretdb.mjs';

const require = createRequire(import.meta.url);

/** `base` (a mongodb:// URL) naming `database`, its options kept. */
export function mongoUrlFor(base, database) {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]*)\/?[^?]*(\?.*)?$/.exec(base);
  if (!match) throw new Error(`not a mongodb:// URL: ${base}`);
  return `${match[1]}/${database}${match[2] ?? ''}`;
}

/** Drops `name` on the server at `base` and answers its URL: a run never sees an earlier run's drafts. */
export async function freshMongoDatabase(base, name) {
  const { MongoClient } = require('mongodb');
  const url = mongoUrlFor(base, name);
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
  return url;
}

/** The URL of an empty drafts database `name`, and how to stop the FerretDB started for it (if one was). */
export async function draftsMongoDatabase(name, env = process.env) {
  if (env.TEST_MONGODB_URL) return { url: await freshMongoDatabase(env.TEST_MONGODB_URL, name), stop: async () => undefined };
  buildFerretDb();
  const server = await startFerretDb({ postgresUrl: await freshPostgresDatabase(`${name}_ferretdb`, env.TEST_POSTGRES_URL) });
  return { url: await freshMongoDatabase(server.url, name), stop: server.stop };
}
