import { rectifyConfusion } from 'unicode-confusables';

/** Characters that show nothing: zero-width spaces and joiners, fillers, variation selectors. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The form two names are compared in for "already exists" (drafts and prediction usernames):
 * Unicode's confusables skeleton (UTS #39: NFD, each character mapped to the prototype it can be
 * taken for, NFD again; the mapping from the maintained `unicode-confusables` package) of the name
 * lower-cased, with the invisible characters dropped. So "Midfield", "MIDFIELD", "Mіdfield" (a
 * Cyrillic і) and "Mid\u200bfield" are one name, and the first one saved keeps it (issue 29).
 * It is a key, never shown: "m" and "rn" share one, as they do on a screen.
 */
export function nameKey(name: string): string {
  const lower = name.normalize('NFD').replace(IGNORABLE, '').toLowerCase();
  return rectifyConfusion(lower).normalize('NFD').toLowerCase();
}

/**
 * Keys for names stored under an earlier key: the oldest holder of a key keeps it, a later name
 * that now folds the same gets its key with its id appended, so the unique index still holds and
 * both names stay as they were saved.
 */
export function rekeyed<T extends { id: number; name: string }>(rows: readonly T[]): Array<{ id: number; key: string }> {
  const taken = new Set<string>();
  return [...rows].sort((a, b) => a.id - b.id).map(({ id, name }) => {
    const key = nameKey(name);
    const unique = taken.has(key) ? `${key}#${id}` : key;
    taken.add(unique);
    return { id, key: unique };
  });
}
