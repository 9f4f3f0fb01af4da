import { Injectable } from '@nestjs/common';
import type { DraftSort } from '@draftroom/contracts';
import { foldForSearch } from '@draftroom/domain';
import { CachedJson } from '@draftroom/nest-kit';
import type { DraftRow } from '../storage/entities';
import { toDraft } from './draft-mapper';

/** One draft of the list: its sort keys and its answer, serialised once. */
interface Item {
  id: number;
  createdAt: number;
  upvotes: number;
  downvotes: number;
  /** The name folded for search once (foldForSearch), not on every filtered read. */
  folded: string;
  json: string;
}

/** What a window keeps: names holding `q` (folded), drafts saved at or after `since` (ms). */
export interface WindowFilter {
  q?: string;
  since?: number;
}

/** Each sort's order, the same as DraftsRepository.list: ties broken by the newer id first. */
const ORDER: Record<DraftSort, (a: Item, b: Item) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  top_rated: (a, b) => b.upvotes - b.downvotes - (a.upvotes - a.downvotes) || b.upvotes - a.upvotes || b.id - a.id,
};
const SORTS = Object.keys(ORDER) as DraftSort[];

const itemOf = (row: DraftRow): Item => ({
  id: row.id, createdAt: new Date(row.createdAt).getTime(), upvotes: row.upvotes, downvotes: row.downvotes,
  folded: foldForSearch(row.name), json: JSON.stringify(toDraft(row)),
});

/** Where `item` goes in `list` (sorted by `order`): binary search, O(log n). */
function positionOf(list: readonly Item[], item: Item, order: (a: Item, b: Item) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (order(list[mid], item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

interface Loaded {
  byId: Map<number, Item>;
  orders: Record<DraftSort, Item[]>;
}

/**
 * GET /api/drafts from memory. The drafts are read from the database once; after that a save
 * or a vote changes one entry: its answer is serialised again and it moves to its place in each
 * sort by binary search, instead of the whole list being read and built again (170-280 ms at
 * 4.8k drafts). Reads are a window of the sorted lists (`limit`/`offset`), or the whole list as
 * one CachedJson per sort, joined from the serialised entries and kept until the next change.
 *
 * Votes are applied inside their transaction (under the draft's row lock), so the order of the
 * changes here is the order of the commits; a change whose transaction then fails resets the
 * cache, and the next read loads again. Changes made while the list loads are applied to it once
 * loaded (a row already in the snapshot is simply written again); a reset during a load makes
 * the load start over.
 */
@Injectable()
export class DraftsListCache {
  private loaded?: Loaded;
  private loading?: Promise<Loaded>;
  /** Rows changed while a load runs, applied when it ends. */
  private pending: DraftRow[] = [];
  private resetWhileLoading = false;
  private readonly whole = new Map<DraftSort, CachedJson>();

  /**
   * The drafts of `sort` that pass `filter`, from `offset`, at most `limit`, as JSON text, and how
   * many pass. One pass over the sorted list with a filter (about 1 ms at 10k drafts), none without.
   */
  async window(sort: DraftSort, offset: number, limit: number, load: () => Promise<DraftRow[]>, filter: WindowFilter = {}): Promise<{ json: string; total: number }> {
    const sorted = (await this.ready(load)).orders[sort];
    const needle = foldForSearch(filter.q ?? '');
    const since = filter.since;
    const list = needle === '' && since === undefined ? sorted
      : sorted.filter((i) => (since === undefined || i.createdAt >= since) && i.folded.includes(needle));
    return { json: `[${list.slice(offset, offset + limit).map((i) => i.json).join(',')}]`, total: list.length };
  }

  /** Every draft of `sort`, one payload for everyone until the next save or vote. */
  async all(sort: DraftSort, load: () => Promise<DraftRow[]>): Promise<CachedJson> {
    const { orders } = await this.ready(load);
    let payload = this.whole.get(sort);
    if (!payload) {
      payload = CachedJson.fromJsonText(`[${orders[sort].map((i) => i.json).join(',')}]`);
      this.whole.set(sort, payload);
    }
    return payload;
  }

  /** A draft was saved or its votes moved (the row as stored): O(log n) per sort. */
  changed(row: DraftRow): void {
    this.whole.clear();
    if (this.loaded) this.apply(this.loaded, row);
    else if (this.loading) this.pending.push(row);
  }

  private apply(loaded: Loaded, row: DraftRow): void {
    const item = itemOf(row);
    const previous = loaded.byId.get(row.id);
    for (const sort of SORTS) {
      const list = loaded.orders[sort];
      if (previous) list.splice(positionOf(list, previous, ORDER[sort]), 1);
      list.splice(positionOf(list, item, ORDER[sort]), 0, item);
    }
    loaded.byId.set(row.id, item);
  }

  /** Forget everything: the next read loads from the database. */
  reset(): void {
    this.loaded = undefined;
    this.whole.clear();
    if (this.loading) this.resetWhileLoading = true;
  }

  private ready(load: () => Promise<DraftRow[]>): Promise<Loaded> {
    if (this.loaded) return Promise.resolve(this.loaded);
    this.loading ??= this.loadFresh(load).finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async loadFresh(load: () => Promise<DraftRow[]>): Promise<Loaded> {
    for (;;) {
      this.resetWhileLoading = false;
      this.pending = [];
      const rows = await load();
      if (this.resetWhileLoading) continue;
      const items = rows.map(itemOf);
      const orders = Object.fromEntries(SORTS.map((s) => [s, [...items].sort(ORDER[s])])) as Record<DraftSort, Item[]>;
      const loaded: Loaded = { byId: new Map(items.map((i) => [i.id, i])), orders };
      for (const row of this.pending) this.apply(loaded, row);
      this.pending = [];
      this.loaded = loaded;
      return loaded;
    }
  }
}
