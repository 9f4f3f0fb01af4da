import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { seasonClock } from '@draftroom/domain';
import { lastFinishedGameweek, type SeasonData, type SeasonId } from '@draftroom/fpl-data';
import { InjectJobQueue, JobRegistry, JsonLogger, within, type JobQueue } from '@draftroom/nest-kit';
import { SeasonStore } from '../catalogue/season-store';
import { STATS_CONFIG, type StatsConfig } from '../config';
import { projectSeason } from '@draftroom/projections';
import { SeasonRepository, inStoredOrder } from '../storage/season-repository';
import { firstImportProblem } from './import-health';
import { EVALUATE_JOB, FIRST_IMPORT_JOB_ID, IMPORT_JOB, PROCESS_ROLE, PROJECT_JOB, STARTUP_PROBLEM, type ProcessRole, type StartupProblem } from './job-names';
import { earlierSnapshotSeasons, readSeasons } from './season-sources';
import { upstreamSeasonProblem } from './upstream-check';
import { withEarlierSnapshots } from './availability-history';

export { FIRST_IMPORT_JOB_ID } from './job-names';

const WATCH_MS = Number(process.env.IMPORT_WATCH_MS ?? 5000);
const QUEUE_TIMEOUT_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Seasons this process just wrote, with the dataset version each write produced. */
type JustImported = Map<SeasonId, { version: number; data: SeasonData }>;

/**
 * The ingestion pipeline: `import` replaces seasons from a source and then queues
 * `project-xpts`, which recomputes the projections of the current season at the clock.
 * Both are idempotent: running them again gives the same rows.
 */
@Injectable()
export class IngestionService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private closing = false;
  private watcher?: NodeJS.Timeout;
  private lastReported = '';
  /**
   * The projection job that follows an import reads these instead of loading every season back
   * (about 95k rows through TypeORM on a first start), when the database still holds exactly
   * the version this process wrote. Dropped once the projection has used them.
   */
  private justImported: JustImported = new Map();

  constructor(
    private readonly repository: SeasonRepository,
    private readonly store: SeasonStore,
    private readonly registry: JobRegistry,
    @InjectJobQueue() private readonly queue: JobQueue,
    @Inject(STATS_CONFIG) private readonly config: StatsConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly logger: JsonLogger,
    @Inject(STARTUP_PROBLEM) private readonly startup: StartupProblem,
  ) {}

  onModuleInit(): void {
    // The console names the season and gameweek served when they are first loaded, and again
    // whenever either changes (a rollover, a new gameweek imported), on every replica.
    let announced = '';
    this.store.onLoad((season) => {
      const serving = `${season.data.season}:${season.clock.currentGameweek}`;
      if (!season.current || serving === announced) return;
      announced = serving;
      this.logger.event('info', `serving season ${season.data.season}, gameweek ${season.clock.currentGameweek}`, {
        season: season.data.season, gameweek: season.clock.currentGameweek, planningFrom: season.clock.planningFrom,
      });
    });
    this.registry.register(IMPORT_JOB, (data) => this.importSeasons((data.source as StatsConfig['importSource']) ?? this.config.importSource));
    this.registry.register(PROJECT_JOB, () => this.projectCurrentSeason());
  }

  /** What has been imported, from where and when, and how jobs run (GET /api/ingestion). */
  async status() {
    return { queue: this.queue.mode, seasons: await this.repository.states() };
  }

  /**
   * First start: import when the database is empty; re-project when the clock moved. Never blocks
   * listening: with Redis down the jobs are queued when it answers, and /health says why not yet
   * (decision 072).
   */
  onApplicationBootstrap(): void {
    if (this.role !== 'api') return;
    void this.queueStartJobs();
  }

  onApplicationShutdown(): void {
    this.closing = true;
    clearInterval(this.watcher);
  }

  private async queueStartJobs(): Promise<void> {
    for (let attempt = 1; !this.closing; attempt += 1) {
      try {
        await within(QUEUE_TIMEOUT_MS, this.startJobs(), 'The job queue');
        this.startup.current = null;
        this.watchFirstImport();
        // Load the served season now, so the console says what is served without waiting for a request.
        void this.store.current().catch(() => undefined);
        return;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        this.startup.current = `Could not queue the start-up jobs (${reason}); retrying.`;
        if (attempt === 1) this.logger.event('error', 'could not queue the start-up jobs; retrying until the queue answers', { error: reason, queue: this.queue.mode });
        await sleep(Math.min(30_000, 1000 * 2 ** attempt));
      }
    }
  }

  private async startJobs(): Promise<void> {
    const states = await this.repository.states();
    const served = await this.store.served();
    const current = states.find((s) => s.season === served.current);
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

  /** Until the data is ready, says on the console when an import attempt fails and when it gives up. */
  private watchFirstImport(): void {
    const check = async () => {
      this.store.invalidate();
      const id = (await this.store.served()).current;
      const ready = (await this.repository.states()).find((s) => s.season === id)?.projectedAt;
      if (ready) return clearInterval(this.watcher);
      const job = await this.queue.jobState(FIRST_IMPORT_JOB_ID);
      if (!job?.failedReason) return;
      const report = `${job.state}:${job.attemptsMade}`;
      if (report === this.lastReported) return;
      this.lastReported = report;
      const given = firstImportProblem(job);
      if (given) this.logger.event('error', 'first import failed', { error: given });
      else this.logger.event('warn', 'first import attempt failed; retrying', { attempt: job.attemptsMade, error: job.failedReason });
    };
    this.watcher = setInterval(() => void check().catch(() => undefined), WATCH_MS);
    this.watcher.unref();
  }

  /** `npm run import`: imports and projects in this process, without the queue (a worker need not run). */
  async importAndProjectNow(source: StatsConfig['importSource']): Promise<{ seasons: number; rows: number; projections: number }> {
    const imported = await this.importOnly(source);
    const projected = await this.projectCurrentSeason();
    return { seasons: imported.seasons, rows: imported.rows, projections: projected.rows };
  }

  /** Imports, then queues the projection of the new data (its job id is returned so callers can wait). */
  async importSeasons(
    source: StatsConfig['importSource'],
  ): Promise<{ seasons: number; rows: number; seconds: number; projectionJobId: string }> {
    const { seasons, rows, seconds, started } = await this.importOnly(source);
    const projectionJobId = await this.queue.enqueue(PROJECT_JOB, {}, { jobId: `project-after-import-${started}` });
    return { seasons, rows, seconds, projectionJobId };
  }

  private async importOnly(source: StatsConfig['importSource']): Promise<{ seasons: number; rows: number; seconds: number; started: number }> {
    const started = Date.now();
    const served = (await this.repository.served())?.season;
    let read: Awaited<ReturnType<typeof readSeasons>>;
    try {
      read = await readSeasons(source, this.config, (note) => this.logger.event('info', 'import progress', { note }));
      const problem = source === 'upstream' ? upstreamSeasonProblem(read.seasons[0], served) : undefined;
      if (problem) throw new Error(`Refused the upstream import: ${problem}.`);
    } catch (err) {
      await this.importFailed(source, served, err);
      throw err;
    }
    const { seasons } = read;
    if (source === 'upstream') {
      for (const data of seasons) data.availability = withEarlierSnapshots(await this.repository.availability(data.season), data.availability);
      const stored = new Set((await this.repository.states()).map((s) => s.season));
      seasons.unshift(...earlierSnapshotSeasons(this.config, read.current, stored));
    }
    let rows = 0;
    this.justImported = new Map();
    for (const data of seasons) {
      // History added to an upstream import is the snapshot's, and says so on /health.
      const { rows: written, version } = await this.writeSeason(data, data.season === read.current ? source : 'snapshot');
      rows += written;
      this.justImported.set(data.season, { version, data: inStoredOrder(data) });
    }
    await this.repository.proposeCurrent(read.current);
    this.store.invalidate();
    const seconds = (Date.now() - started) / 1000;
    this.logger.event('info', 'import finished', { source, seasons: seasons.length, rows, seconds, current: served ?? read.current, read: read.current });
    return { seasons: seasons.length, rows, seconds, started };
  }

  /** A failed upstream import leaves the served season as it was, and says why on every replica's /health. */
  private async importFailed(source: StatsConfig['importSource'], served: SeasonId | undefined, err: unknown): Promise<void> {
    const reason = err instanceof Error ? err.message : String(err);
    this.logger.event('error', `import failed; still serving ${served ?? 'nothing yet'}`, { source, error: reason });
    if (source === 'upstream') await this.repository.recordProblem(`The last upstream import failed, so ${served} is still served: ${reason}`).catch(() => undefined);
    this.store.invalidate();
  }

  private async writeSeason(data: SeasonData, source: StatsConfig['importSource']): Promise<{ rows: number; version: number }> {
    let lastStep = -1;
    const total = data.teams.length + data.players.length + data.fixtures.length + data.appearances.length + data.matchStats.length
      + data.availability.length;
    const version = await this.repository.replaceSeason(data, source, (done) => {
      const step = Math.floor((done / total) * 4);
      if (step !== lastStep) {
        lastStep = step;
        this.logger.event('info', 'import progress', { season: data.season, percent: Math.round((done / total) * 100), rows: done });
      }
    });
    return { rows: total, version };
  }

  /**
   * Projects the season to serve (the one an import left pending, else the current one) from
   * every stored season before it; a pending season becomes current with its projections, which
   * is the rollover, logged in one line naming both seasons.
   */
  async projectCurrentSeason(): Promise<{ rows: number; asOfGameweek: number; seconds: number }> {
    const started = Date.now();
    const load = await this.seasonLoader();
    const servedRow = await this.repository.served();
    const states = await this.repository.states();
    const target = servedRow?.pending ?? servedRow?.season ?? states.map((s) => s.season).sort().at(-1);
    const current = target ? await load(target) : undefined;
    if (!target || !current) throw new Error(`Season ${target ?? '(none)'} has not been imported`);
    const history: SeasonData[] = [];
    for (const id of states.map((s) => s.season).filter((s) => s < target).sort()) {
      const data = await load(id);
      if (data) history.push(data);
    }
    this.justImported = new Map();
    const asOfGameweek = seasonClock(lastFinishedGameweek(current.fixtures), this.config.asOfGameweek).currentGameweek;
    const projections = projectSeason({ current, history, asOfGameweek });
    const { replaced } = await this.repository.replaceProjections(target, projections, asOfGameweek);
    this.store.invalidate();
    // An API process loads what it now serves at once, so its console says so without waiting for a request.
    if (this.role === 'api') void this.store.current().catch(() => undefined);
    if (replaced) this.logger.event('info', `season rolled over from ${replaced} to ${target}`, { from: replaced, to: target, gameweek: asOfGameweek });
    const seconds = (Date.now() - started) / 1000;
    this.logger.event('info', 'projections stored', { season: target, rows: projections.length, asOfGameweek, seconds });
    if (this.config.evaluateXpts) await this.queue.enqueue(EVALUATE_JOB, {}, { jobId: `evaluate-after-projection-${started}` });
    return { rows: projections.length, asOfGameweek, seconds };
  }

  /** Reads a season from what this process just imported when the stored version is still that one. */
  private async seasonLoader(): Promise<(id: SeasonId) => Promise<SeasonData | undefined>> {
    const stored = new Map((await this.repository.states()).map((s) => [s.season, s.version]));
    return async (id) => {
      const mine = this.justImported.get(id);
      return mine && stored.get(id) === mine.version ? mine.data : this.repository.loadSeason(id);
    };
  }

  private async clockGameweek(): Promise<number> {
    const id = (await this.store.served()).current;
    const season = id ? await this.store.season(id) : undefined;
    return season?.clock.currentGameweek ?? -1;
  }
}
