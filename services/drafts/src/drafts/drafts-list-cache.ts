import { Injectable } from '@nestjs/common';
import type { Draft, DraftSort } from '@draftroom/contracts';
import { CachedJson } from '@draftroom/nest-kit';

interface Entry {
  generation: number;
  payload: Promise<CachedJson>;
}

/**
 * GET /api/drafts as one serialised, hashed and compressed payload per sort, the same for every
 * caller (the caller's own votes are GET /api/drafts/my-votes). Saving a draft and voting
 * invalidate it. A payload whose build started before an invalidation is never kept as current:
 * each entry remembers the generation it was built for, so a vote landing while the list is being
 * read makes the next request read again. Concurrent requests share one build.
 */
@Injectable()
export class DraftsListCache {
  private generation = 0;
  private readonly entries = new Map<DraftSort, Entry>();

  get(sort: DraftSort, build: () => Promise<Draft[]>): Promise<CachedJson> {
    const current = this.entries.get(sort);
    if (current && current.generation === this.generation) return current.payload;
    const entry: Entry = { generation: this.generation, payload: build().then((drafts) => new CachedJson(drafts)) };
    this.entries.set(sort, entry);
    entry.payload.catch(() => {
      if (this.entries.get(sort) === entry) this.entries.delete(sort);
    });
    return entry.payload;
  }

  /** Called after a write to drafts or votes has committed. */
  invalidate(): void {
    this.generation += 1;
  }
}
