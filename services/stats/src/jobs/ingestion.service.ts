import { Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { seasonClock } from '@draftroom/domain';
import { CURRENT_SEASON, SEASONS, lastFinishedGameweek, type SeasonData } from '@draftroom/fpl-data';
import { InjectJobQueue, JobRegistry, JsonLogger, type JobQueue } from '@draftroom/nest-kit';
import { SeasonStore } from '../catalogue/season-store';
import { STATS_CONFIG, type StatsConfig } from '../config';
import { projectSeason } from '../projections/project-season';
import { SeasonRepository } from '../storage/season-repository';
import { EVALUATE_JOB, IMPORT_JOB, PROCESS_ROLE, PROJECT_JOB, type ProcessRole } from './job-names';
import { readSeasons } from './season-sources';
import { withEarlierSnapshots } from './availability-history';

export const FIRST_IMPORT_JOB_ID = 'first-import';

/**
 * The ingestion pipeline: `import` replaces seasons from a source and then queues
 * `project-xpts`, which recomputes the projections of the current season at the clock.
 * Both are idempotent: running them again gives the same rows.
 */
@Injectable()
export class IngestionService implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly repository: SeasonRepository,
    private readonly store: SeasonStore,
    private readonly registry: JobRegistry,
    @InjectJobQueue() private readonly queue: JobQueue,
    @Inject(STATS_CONFIG) private readonly config: StatsConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly logger: JsonLogger,
  ) {}

  onModuleInit(): void {
    this.registry.register(IMPORT_JOB, (data) => this.importSeasons((data.source as StatsConfig['importSource']) ?? this.config.importSource));
    this.registry.register(PROJECT_JOB, () => this.projectCurrentSeason());
  }

  /** What has been imported, from where and when, and how jobs run (GET /api/ingestion). */
  async status() {
    return { queue: this.queue.mode, seasons: await this.repository.states() };
  }

  /** First start: import when the database is empty; re-project when the clock moved. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.role !== 'api') return;
    const states = await this.repository.states();
    const current = states.find((s) => s.season === CURRENT_SEASON);
    if (!current) {
      this.logger.event('info', 'database is empty: importing', { source: this.config.importSource, queue: this.queue.mode });
      await this.queue.enqueue(IMPORT_JOB, { source: this.config.importSource }, { jobId: FIRST_IMPORT_JOB_ID });
    } else if (current.projectedAsOf == null || current.projectedAsOf !== (await this.clockGameweek())) {
      await this.queue.enqueue(PROJECT_JOB, {}, { jobId: 'reproject-on-start' });
    }
    if (this.config.ingestSchedule && this.config.fplApiBaseUrl) {
      await this.queue.schedule(IMPORT_JOB, { pattern: this.config.ingestSchedule }, { source: 'upstream' });
    }
  }

  /** Imports, then queues the projection of the new data (its job id is returned so callers can wait). */
  async importSeasons(
    source: StatsConfig['importSource'],
  ): Promise<{ seasons: number; rows: number; seconds: number; projectionJobId: string }> {
    const started = Date.now();
    const seasons = await readSeasons(source, this.config, (note) => this.logger.event('info', 'import progress', { note }));
    if (source === 'upstream') {
      for (const data of seasons) data.availability = withEarlierSnapshots(await this.repository.availability(data.season), data.availability);
    }
    let rows = 0;
    for (const data of seasons) {
      rows += await this.writeSeason(data, source);
    }
    this.store.invalidate();
    const seconds = (Date.now() - started) / 1000;
    this.logger.event('info', 'import finished', { source, seasons: seasons.length, rows, seconds });
    const projectionJobId = await this.queue.enqueue(PROJECT_JOB, {}, { jobId: `project-after-import-${started}` });
    return { seasons: seasons.length, rows, seconds, projectionJobId };
  }

  private async writeSeason(data: SeasonData, source: StatsConfig['importSource']): Promise<number> {
    let lastStep = -1;
    const total = data.teams.length + data.players.length + data.fixtures.length + data.appearances.length + data.matchStats.length
      + data.availability.length;
    await this.repository.replaceSeason(data, source, (done) => {
      const step = Math.floor((done / total) * 4);
      if (step !== lastStep) {
        lastStep = step;
        this.logger.event('info', 'import progress', { season: data.season, percent: Math.round((done / total) * 100), rows: done });
      }
    });
    return total;
  }

  async projectCurrentSeason(): Promise<{ rows: number; asOfGameweek: number; seconds: number }> {
    const started = Date.now();
    const current = await this.repository.loadSeason(CURRENT_SEASON);
    if (!current) throw new Error(`Season ${CURRENT_SEASON} has not been imported`);
    const history: SeasonData[] = [];
    for (const id of SEASONS.filter((s) => s < CURRENT_SEASON)) {
      const data = await this.repository.loadSeason(id);
      if (data) history.push(data);
    }
    const asOfGameweek = seasonClock(lastFinishedGameweek(current.fixtures), this.config.asOfGameweek).currentGameweek;
    const projections = projectSeason({ current, history, asOfGameweek });
    await this.repository.replaceProjections(CURRENT_SEASON, projections, asOfGameweek);
    this.store.invalidate();
    const seconds = (Date.now() - started) / 1000;
    this.logger.event('info', 'projections stored', { rows: projections.length, asOfGameweek, seconds });
    if (this.config.evaluateXpts) await this.queue.enqueue(EVALUATE_JOB, {}, { jobId: `evaluate-after-projection-${started}` });
    return { rows: projections.length, asOfGameweek, seconds };
  }

  private async clockGameweek(): Promise<number> {
    const season = await this.store.season(CURRENT_SEASON);
    return season?.clock.currentGameweek ?? -1;
  }
}
