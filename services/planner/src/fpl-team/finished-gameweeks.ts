import { Injectable } from '@nestjs/common';
import { SeasonInfoSchema, SERVICES } from '@draftroom/contracts';

/**
 * Which gameweeks are over, from the stats service's season clock (GET /api/season). The proxy
 * keeps picks of a finished gameweek for long (they never change) and others briefly. When the
 * stats service cannot say, nothing counts as finished: the safe side of caching.
 */
@Injectable()
export class FinishedGameweeks {
  private known?: { last: number; at: number };
  private inflight?: Promise<number>;
  private readonly baseUrl: string;

  constructor(baseUrl?: string, private readonly freshForMs = 5 * 60_000) {
    this.baseUrl = (baseUrl ?? process.env.STATS_SERVICE_URL ?? `http://127.0.0.1:${SERVICES.stats.port}`).replace(/\/$/, '');
  }

  async isFinished(gameweek: number): Promise<boolean> {
    return gameweek <= (await this.lastFinished());
  }

  private async lastFinished(): Promise<number> {
    if (this.known && Date.now() - this.known.at < this.freshForMs) return this.known.last;
    this.inflight ??= this.refresh().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  private async refresh(): Promise<number> {
    try {
      const res = await fetch(`${this.baseUrl}/api/season`, { signal: AbortSignal.timeout(3000) });
      if (!res.ok) return this.known?.last ?? 0;
      const last = SeasonInfoSchema.parse(await res.json()).lastFinishedGameweek;
      this.known = { last, at: Date.now() };
      return last;
    } catch {
      return this.known?.last ?? 0;
    }
  }
}
