import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { SeasonInfoSchema, SERVICES } from '@draftroom/contracts';

const UNAVAILABLE = 'The season clock is unavailable right now, so the solver cannot tell which gameweek comes next. Please try again in a moment.';

/**
 * The first gameweek a solve plans: the stats service's season clock (GET /api/season,
 * `planningFrom`), kept a minute and shared while in flight; the last answer stands when the
 * stats service cannot answer (decision 062's pattern).
 */
@Injectable()
export class SeasonClock {
  private readonly baseUrl: string;
  private readonly cache: LRUCache<'next', number>;

  constructor(baseUrl?: string, freshForMs = 60_000) {
    this.baseUrl = (baseUrl ?? process.env.STATS_SERVICE_URL ?? `http://127.0.0.1:${SERVICES.stats.port}`).replace(/\/$/, '');
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
    const res = await fetch(`${this.baseUrl}/api/season`, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) throw new Error(`the season clock answered ${res.status}`);
    return SeasonInfoSchema.parse(await res.json()).planningFrom;
  }
}
