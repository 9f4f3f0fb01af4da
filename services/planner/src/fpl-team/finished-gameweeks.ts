import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { SeasonInfoSchema } from '@draftroom/contracts';
import { fetchFromAnyStatsReplica, statsBaseUrls } from '@draftroom/nest-kit';

/**
 * Which gameweeks are over, from the stats service's season clock (GET /api/season). The proxy
 * keeps picks of a finished gameweek for long (they never change) and others briefly. The
 * answer is kept `freshForMs` and one request is shared while in flight (lru-cache, decision
 * 062). When the stats service cannot say, the last answer stands; with none, nothing counts as
 * finished: the safe side of caching.
 */
@Injectable()
export class FinishedGameweeks {
  private readonly baseUrls: string[];
  private readonly clock: LRUCache<'last', number>;

  constructor(baseUrl?: string, freshForMs = 5 * 60_000) {
    this.baseUrls = statsBaseUrls(baseUrl);
    this.clock = new LRUCache<'last', number>({
      max: 1,
      ttl: freshForMs,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: () => this.lastFinished(),
    });
  }

  async isFinished(gameweek: number): Promise<boolean> {
    const last = await this.clock.fetch('last').catch(() => undefined);
    return gameweek <= (last ?? 0);
  }

  private async lastFinished(): Promise<number> {
    // Any replica's clock: STATS_SERVICE_URL lists them all when the stats service runs several.
    const res = await fetchFromAnyStatsReplica(this.baseUrls, '/api/season', { accept: 'application/json' }, 3000);
    if (!res?.ok) throw new Error(`the season clock answered ${res?.status ?? 'nothing'}`);
    return SeasonInfoSchema.parse(res.body).lastFinishedGameweek;
  }
}
