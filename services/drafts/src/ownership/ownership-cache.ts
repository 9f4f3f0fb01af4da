import { Injectable } from '@nestjs/common';
import type { OwnershipQuery, Player } from '@draftroom/contracts';
import { CachedJson } from '@draftroom/nest-kit';

interface Entry {
  /** DraftSaves generation and player list the answer was built from. */
  generation: number;
  players: ReadonlyMap<number, Player>;
  /** The answer holds from builtAt until validUntil (epoch ms, service clock). */
  builtAt: number;
  validUntil: number;
  payload: Promise<CachedJson>;
}

export interface OwnershipAnswer {
  payload: CachedJson;
  /** When the period's set of drafts next changes without a save (a draft ages out, midnight). */
  validUntil: number;
}

/** More distinct (period, offset) pairs than any real use; beyond it the cache starts over. */
const MAX_ENTRIES = 128;

/**
 * /api/selected-by answers, serialised and compressed once, like the drafts list. An answer
 * depends on the period's drafts, the player list and the clock, so it is reused while no draft
 * was saved (DraftSaves), the stats service's list is the same object (PlayerCatalogue keeps it
 * across 304s), and the clock is inside the span in which no draft can leave the period: until
 * the next midnight for 'today', until the oldest draft of the rolling week turns 7 days old for
 * 'last_week', forever for 'all_time'. Concurrent requests share one build.
 */
@Injectable()
export class OwnershipCache {
  private readonly entries = new Map<string, Entry>();

  get(
    query: OwnershipQuery,
    context: { generation: number; players: ReadonlyMap<number, Player>; now: number },
    build: () => Promise<OwnershipAnswer>,
  ): Promise<CachedJson> {
    const key = `${query.period}|${query.period === 'today' ? query.tzOffset : 0}`;
    const hit = this.entries.get(key);
    const { generation, players, now } = context;
    if (hit && hit.generation === generation && hit.players === players && now >= hit.builtAt && now < hit.validUntil) {
      return hit.payload;
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const built = build();
    // While the build runs, requests join it; its answer then says how long it holds.
    const entry: Entry = { generation, players, builtAt: now, validUntil: Infinity, payload: built.then((a) => a.payload) };
    this.entries.set(key, entry);
    built.then((answer) => (entry.validUntil = answer.validUntil), () => undefined);
    entry.payload.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.payload;
  }
}
