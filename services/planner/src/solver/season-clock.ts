import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { SeasonInfoSchema } from '@draftroom/contracts';
import { fetchFromAnyStatsReplica, statsBaseUrls } from '@draftroom/nest-kit';

const UNAVAILABLE = 'The season clock is unavailable right now, so the solver cannot tell which gameweek comes next. Please try again in a moment.';

/**
 * The first gameweek a solve plans: the stats service's season clock (GET /api/season,
 * `planningFrom`), kept a minute and shared while in flight; the last answer stands when the
 * stats service cannot answer (decision 062's pattern).
 */
@Injectable()
export class SeasonClock {
  private readonly baseUrls: string[];
  private readonly cache: LRUCache<'next', number>;

  constructor(baseUrl?: string, freshForMs = 60_000) {
    this.baseUrls = statsBaseUrls(baseUrl);
    this.cache = new LRUCache<'next', number>({
      max: 1, ttl: freshForMs, allowStaleOnFetchRejection: true, noDeleteOnFetchRejection: true,
      fetchMethod: () => this.fetchPlanningFrom(),
    });
  }

  async planningFrom(): Promise<number> {
    const next = await this.cache.fetch('next').catch(() => undefined);
    if (next === undefined) throw new ServiceUnavailableException(UNAVAILABLE);
    return next;
  }

  private async fetchPlanningFrom(): Promise<number> {
    // Any replica's clock: STATS_SERVICE_URL lists them all when the stats service runs several.
    const res = await fetchFromAnyStatsReplica(this.baseUrls, '/api/season', { accept: 'application/json' }, 3000);
    if (!res?.ok) throw new Error(`the season clock answered ${res?.status ?? 'nothing'}`);
    return SeasonInfoSchema.parse(res.body).planningFrom;
  }
}
