import type { Collection } from 'mongodb';
import { rekeyed } from '../../names/name-key';
import type { DraftsCollections } from './documents';

/** The version of the name keys stored: 2 is the confusables skeleton (issue 29). */
const NAME_KEYS_VERSION = 2;
const MARKER = 'nameKeysVersion';

interface Named {
  _id: number;
}

async function rekey<T extends Named>(collection: Collection<T>, nameField: keyof T & string, keyField: keyof T & string): Promise<void> {
  const rows = (await collection.find({}, { projection: { _id: 1, [nameField]: 1 } }).toArray()) as unknown as Array<Named & Record<string, unknown>>;
  const set = (id: number, key: string) => collection.updateOne({ _id: id } as never, { $set: { [keyField]: key } } as never);
  // First to keys that cannot collide, so a new key never meets an old one another document holds.
  for (const row of rows) await set(row._id, `rekey:${row._id}`);
  for (const { id, key } of rekeyed(rows.map((row) => ({ id: row._id, name: String(row[nameField]) })))) await set(id, key);
}

/**
 * Stored names get the keys of the current NAME_KEYS_VERSION once, at the first start that needs
 * it (a marker in `counters` says it is done). Two replicas starting together may both run it:
 * the keys each writes are the same, and one that meets the other's half-way keys fails its start
 * and is restarted by its supervisor, when the marker is there.
 */
export async function upgradeNameKeys(collections: DraftsCollections): Promise<void> {
  const marker = await collections.counters.findOne({ _id: MARKER });
  if ((marker?.last ?? 1) >= NAME_KEYS_VERSION) return;
  await rekey(collections.drafts, 'name', 'nameKey');
  await rekey(collections.predictions, 'username', 'usernameKey');
  await collections.counters.updateOne({ _id: MARKER }, { $set: { last: NAME_KEYS_VERSION } }, { upsert: true });
}
