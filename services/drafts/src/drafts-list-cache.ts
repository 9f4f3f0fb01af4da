import { Injectable } from '@nestjs/common';
import type { DraftSort } from '@draftroom/contracts';
import { foldForSearch } from '@draftroom/domain';
import { CachedJson } from '@draftroom/nest-kit';
import { DraftChanges } from './changes/draft-changes';
import { DraftSaves } from './draft-saves';
import { toDraft } from './drafts/draft-mapper';
import { DraftsStore, type StoredDraft } from './storage/stores';

/** One draft of the list: its sort keys and its answer, serialised once. */
interface Item {
  id: number;
  createdAt: number;
  upvotes: number;
  downvotes: number;
  /** The name folded for search once (foldForSearch), not on every filtered read. */
  folded: string;
  players: readonly number[];
  /** The season of those ids: ownership counts the current season's drafts only. */
  season: string;
  /** The draft as read, for answers that need it with new counts (a vote). */
  row: StoredDraft;
  json: string;
  /** When the counts of this entry were read (see `ticket`). */
  ticket: number;
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

/** The players at save time are not kept: the list never answers them, and 15 of them a draft would add up. */
const itemOf = ({ players: _saved, ...row }: StoredDraft, ticket: number): Item => ({
  id: row.id, createdAt: new Date(row.createdAt).getTime(), upvotes: row.upvotes, downvotes: row.downvotes,
  folded: foldForSearch(row.name), players: row.selectedPlayers, season: row.season, row, json: JSON.stringify(toDraft(row)), ticket,
});

/** The drafts of a period for site ownership: how many, how many hold each player, and the oldest one's time. */
export interface PeriodDrafts {
  drafts: number;
  perPlayer: Map<number, number>;
  oldest: number | null;
}

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

interface Change {
  row: StoredDraft;
  ticket: number;
}

/**
 * GET /api/drafts from memory. The drafts are read from the database once; after that a save
 * or a vote changes one entry: its answer is serialised again and it moves to its place in each
 * sort by binary search, instead of the whole list being read and built again (which grows with
 * the number of drafts). Reads are a window of the sorted lists (`limit`/`offset`), or the whole list as
 * one CachedJson per sort, joined from the serialised entries and kept until the next change.
 *
 * The same drafts answer site ownership (decision 192): each entry keeps its players.
 *
 * Each change comes with a ticket taken just before its row was read from the store (after its
 * own write), and an entry only takes a row read later than the one it holds: two votes read back
 * at once may finish in either order, and the later read (which saw both votes) must win. The
 * store's counts are the truth (on MongoDB they are counted from the vote documents); this keeps
 * the newest reading of them. Changes made while the list loads are applied to it once loaded
 * when they were read after the load began; a reset during a load makes the load start over.
 *
 * Several replicas (issue 29, decision 211): before each read the changes the other replicas
 * announced (DraftChanges) are applied the same way, the counts read from the store, so a save or
 * vote answered by any replica is in the next read of every one.
 */
@Injectable()
export class DraftsListCache {
  private loaded?: Loaded;
  private loading?: Promise<Loaded>;
  /** Rows changed while a load runs, applied when it ends. */
  private pending: Change[] = [];
  private resetWhileLoading = false;
  private readonly whole = new Map<DraftSort, CachedJson>();
  private tickets = 0;
  private runningPass?: Promise<void>;
  private queuedPass?: Promise<void>;

  constructor(
    private readonly store: DraftsStore,
    private readonly others: DraftChanges,
    private readonly saves: DraftSaves,
  ) {}

  /**
   * Applies what the other replicas changed since the last read: a saved draft as it was saved,
   * a vote as the draft's counts read now. A replica that cannot tell what it missed reads the
   * whole list again. Callers that keep answers built from the list (ownership) call it first.
   *
   * One pass at a time. A pass takes its changes off the stream before it has applied them (it
   * reads each draft's counts first), so a read that arrived meanwhile and looked at the stream
   * itself would find nothing new and answer without them (the chaos run's drafts not listed
   * within a second). Reads that arrive during a pass share one pass queued behind it.
   */
  followOthers(): Promise<void> {
    if (this.queuedPass) return this.queuedPass;
    if (!this.runningPass) {
      this.runningPass = this.followPass().finally(() => (this.runningPass = undefined));
      return this.runningPass;
    }
    this.queuedPass = this.runningPass.catch(() => undefined).then(() => {
      this.queuedPass = undefined;
      return this.followOthers();
    });
    return this.queuedPass;
  }

  private async followPass(): Promise<void> {
    const { reloadAll, changes } = await this.others.missed();
    if (reloadAll) {
      this.reset();
      this.saves.saved();
      return;
    }
    if (changes.some((c) => c.saved)) this.saves.saved();
    await Promise.all(changes.map(async ({ id, saved }) => {
      // A vote read from the stream while the list loads may have been written after the load's
      // read of the store, and there is no row to keep it against yet: apply it once loaded.
      while (!this.loaded && this.loading) await this.loading.catch(() => undefined);
      const draft = saved ?? this.draft(id);
      if (!draft || !this.loaded) return; // nothing in memory: the next load reads it, after this write
      const ticket = this.ticket();
      this.changed({ ...draft, ...(await this.store.counts(id)) }, ticket);
    }));
  }

  /** Take one just before reading a changed draft from the store; hand it to `changed` with the row. */
  ticket(): number {
    this.tickets += 1;
    return this.tickets;
  }

  /**
   * The drafts of `sort` that pass `filter`, from `offset`, at most `limit`, as JSON text, and how
   * many pass. One pass over the sorted list with a filter, none without.
   */
  async window(sort: DraftSort, offset: number, limit: number, filter: WindowFilter = {}): Promise<{ json: string; total: number }> {
    const sorted = (await this.ready()).orders[sort];
    const needle = foldForSearch(filter.q ?? '');
    const since = filter.since;
    const list = needle === '' && since === undefined ? sorted
      : sorted.filter((i) => (since === undefined || i.createdAt >= since) && i.folded.includes(needle));
    return { json: `[${list.slice(offset, offset + limit).map((i) => i.json).join(',')}]`, total: list.length };
  }

  /** Every draft of `sort`, one payload for everyone until the next save or vote. */
  async all(sort: DraftSort): Promise<CachedJson> {
    const { orders } = await this.ready();
    let payload = this.whole.get(sort);
    if (!payload) {
      payload = CachedJson.fromJsonText(`[${orders[sort].map((i) => i.json).join(',')}]`);
      this.whole.set(sort, payload);
    }
    return payload;
  }

  /**
   * The drafts of `season` saved at or after `since` (epoch ms; every draft when null): one pass
   * over the newest-first list down to `since`, about 150,000 additions at 10k drafts. Another
   * season's drafts are passed over: their ids are other players now (issue 32).
   */
  async periodDrafts(since: number | null, season: string): Promise<PeriodDrafts> {
    const newest = (await this.ready()).orders.newest;
    const perPlayer = new Map<number, number>();
    let drafts = 0;
    let oldest: number | null = null;
    for (const item of newest) {
      if (since !== null && item.createdAt < since) break;
      if (item.season !== season) continue;
      drafts += 1;
      oldest = item.createdAt;
      for (const id of item.players) perPlayer.set(id, (perPlayer.get(id) ?? 0) + 1);
    }
    return { drafts, perPlayer, oldest };
  }

  /** The draft as last read, if the list is loaded and holds it (drafts are never deleted, only their counts move). */
  draft(id: number): StoredDraft | undefined {
    return this.loaded?.byId.get(id)?.row;
  }

  /** A draft was saved or its votes moved (the row as read with `ticket`): O(log n) per sort. */
  changed(row: StoredDraft, ticket: number): void {
    if (this.loaded) this.apply(this.loaded, { row, ticket });
    else if (this.loading) this.pending.push({ row, ticket });
  }

  private apply(loaded: Loaded, { row, ticket }: Change): void {
    const previous = loaded.byId.get(row.id);
    if (previous && previous.ticket > ticket) return; // a later reading is already in
    this.whole.clear();
    const item = itemOf(row, ticket);
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

  private async ready(): Promise<Loaded> {
    await this.followOthers();
    if (this.loaded) return this.loaded;
    this.loading ??= this.loadFresh().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async loadFresh(): Promise<Loaded> {
    for (;;) {
      this.resetWhileLoading = false;
      this.pending = [];
      const ticket = this.ticket();
      await this.others.markRead();
      const rows = await this.store.list();
      if (this.resetWhileLoading) continue;
      const items = rows.map((row) => itemOf(row, ticket));
      const orders = Object.fromEntries(SORTS.map((s) => [s, [...items].sort(ORDER[s])])) as Record<DraftSort, Item[]>;
      const loaded: Loaded = { byId: new Map(items.map((i) => [i.id, i])), orders };
      for (const change of this.pending) this.apply(loaded, change);
      this.pending = [];
      this.loaded = loaded;
      return loaded;
    }
  }
}
