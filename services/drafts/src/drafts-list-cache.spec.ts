import { DraftChanges, type DraftChange, type MissedChanges } from './changes/draft-changes';
import { DraftSaves } from './draft-saves';
import { DraftsListCache } from './drafts-list-cache';
import { DraftsStore, type StoredDraft } from './storage/stores';

const draftRow = (id: number, upvotes = 0): StoredDraft => ({
  id, name: `Draft ${id}`, selectedPlayers: [], season: '2025-26', totalCostTenths: 1000,
  positionCounts: {}, teamCounts: {}, upvotes, downvotes: 0, createdAt: new Date(2025, 7, id),
});

/** A store whose whole-list read is held until the test lets it finish, as a slow database's would be. */
class HeldStore {
  upvotes = new Map<number, number>([[1, 0]]);
  private release!: (rows: StoredDraft[]) => void;
  listing = 0;
  list(): Promise<StoredDraft[]> {
    this.listing += 1;
    return new Promise((resolve) => (this.release = resolve));
  }
  finishList(rows: StoredDraft[]): void {
    this.release(rows);
  }
  async counts(id: number) {
    return { upvotes: this.upvotes.get(id) ?? 0, downvotes: 0 };
  }
}

/** The other replicas' changes, handed out once each as the Redis stream would. */
class QueuedChanges extends DraftChanges {
  queued: DraftChange[] = [];
  async publish(): Promise<void> {}
  async missed(): Promise<MissedChanges> {
    const changes = this.queued;
    this.queued = [];
    return { reloadAll: false, changes };
  }
  async markRead(): Promise<void> {}
}

const countsIn = async (cache: DraftsListCache) =>
  (JSON.parse((await cache.window('newest', 0, 10)).json) as Array<{ id: number; upvotes: number }>).map((d) => [d.id, d.upvotes]);

describe('DraftsListCache while its list loads', () => {
  it('keeps a vote another replica announced during the load, when the load read the store before that vote', async () => {
    const store = new HeldStore();
    const others = new QueuedChanges();
    const cache = new DraftsListCache(store as unknown as DraftsStore, others, new DraftSaves());

    const first = countsIn(cache); // a restarted replica's first read starts the load
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.listing).toBe(1);
    const before = [draftRow(1, 0)]; // the load's read of the store, taken before the vote below

    store.upvotes.set(1, 1); // another replica stores a vote and announces it
    others.queued.push({ id: 1 });
    const second = countsIn(cache); // a read arriving during the load takes that announcement
    await new Promise((resolve) => setImmediate(resolve));
    store.finishList(before);

    await Promise.all([first, second]);
    expect(await countsIn(cache)).toEqual([[1, 1]]);
    expect(store.listing).toBe(1);
  });

  it('answers a read that arrives while another replica\'s save is being applied only once it is in the list', async () => {
    const store = new HeldStore();
    const others = new QueuedChanges();
    const cache = new DraftsListCache(store as unknown as DraftsStore, others, new DraftSaves());
    const loaded = countsIn(cache);
    await new Promise((resolve) => setImmediate(resolve));
    store.finishList([draftRow(1, 0)]);
    await loaded;

    let releaseCounts!: () => void;
    const slowCounts = new Promise<void>((resolve) => (releaseCounts = resolve));
    store.counts = async () => (await slowCounts, { upvotes: 0, downvotes: 0 }); // a busy database
    others.queued.push({ id: 2, saved: draftRow(2, 0) }); // saved through the other replica
    const first = countsIn(cache); // takes the save off the stream, then waits for its counts
    await new Promise((resolve) => setImmediate(resolve));
    const second = countsIn(cache); // finds the stream empty: it must still not answer without draft 2
    let secondAnswered = false;
    void second.then(() => (secondAnswered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondAnswered).toBe(false);

    releaseCounts();
    expect(await first).toEqual([[2, 0], [1, 0]]);
    expect(await second).toEqual([[2, 0], [1, 0]]);
  });
});
