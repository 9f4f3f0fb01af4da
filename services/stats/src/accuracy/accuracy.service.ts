import { Inject, Injectable, OnModuleDestroy, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { seasonClock } from '@draftroom/domain';
import type { XptsAccuracy, XptsAccuracySeason } from '@draftroom/contracts';
import { lastFinishedGameweek, type SeasonData } from '@draftroom/fpl-data';
import { CachedJson, JobRegistry, JsonLogger } from '@draftroom/nest-kit';
import { STATS_CONFIG, type StatsConfig } from '../config';
import { EVALUATE_JOB } from '../jobs/job-names';
import { SeasonRepository } from '../storage/season-repository';
import { AccuracyRepository } from './accuracy-repository';
import { accuracySeason } from './accuracy-report';

export const ACCURACY_NOT_READY = 'The accuracy figures are being computed. Please try again in a moment.';

/**
 * The `evaluate-xpts` job (queued after every projection) replays each season with a
 * pre-deadline snapshot through the backtest and stores the figures; /api/xpts-accuracy serves them.
 */
@Injectable()
export class AccuracyService implements OnModuleInit, OnModuleDestroy {
  /** Stops a report still being computed when the application closes (it yields between steps). */
  private readonly closing = new AbortController();

  constructor(
    private readonly seasons: SeasonRepository,
    private readonly reports: AccuracyRepository,
    private readonly registry: JobRegistry,
    private readonly logger: JsonLogger,
    @Inject(STATS_CONFIG) private readonly config: StatsConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(EVALUATE_JOB, () => this.evaluate().catch((error: unknown) => {
      // Stopped by a closing service: no failure to try again (the queue's close waits for it).
      if (this.closing.signal.aborted) return { stopped: 'the service is closing' };
      throw error;
    }));
  }

  onModuleDestroy(): void {
    this.closing.abort(new Error('the service is closing'));
  }

  async evaluate(): Promise<{ seasons: number; seconds: number }> {
    const started = Date.now();
    const loaded: SeasonData[] = [];
    const states = await this.seasons.states();
    const served = (await this.seasons.served())?.season ?? states.map((s) => s.season).at(-1);
    // A season imported but not yet current (a rollover waiting for its projections) is not evaluated.
    for (const id of states.map((s) => s.season).filter((s) => !served || s <= served)) {
      const data = await this.seasons.loadSeason(id);
      if (data) loaded.push(data);
    }
    const out: XptsAccuracySeason[] = [];
    for (const [i, data] of loaded.entries()) {
      if (data.availability.length === 0) continue; // nothing to hold the official forecast to
      // The current season only up to the season clock: a pinned clock hides later results here too.
      const to = data.season === served ? seasonClock(lastFinishedGameweek(data.fixtures), this.config.asOfGameweek).currentGameweek : 38;
      const season = await accuracySeason(data, loaded.slice(0, i), to, this.closing.signal);
      if (season) out.push(season);
    }
    const report: XptsAccuracy = { computedAt: new Date().toISOString(), seasons: out.reverse() };
    await this.reports.replace(report);
    const seconds = (Date.now() - started) / 1000;
    this.logger.event('info', 'xpts accuracy stored', { seasons: out.length, seconds });
    return { seasons: out.length, seconds };
  }

  /** The stored figures, serialised once per computation (the worker may have stored newer ones). */
  async report(): Promise<CachedJson> {
    const report = await this.reports.load();
    if (!report) throw new ServiceUnavailableException(ACCURACY_NOT_READY);
    if (this.cached?.computedAt !== report.computedAt) this.cached = { computedAt: report.computedAt, json: new CachedJson(report) };
    return this.cached.json;
  }

  private cached?: { computedAt: string; json: CachedJson };
}
