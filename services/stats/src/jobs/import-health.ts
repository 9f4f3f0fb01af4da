import { Inject, Injectable } from '@nestjs/common';
import { InjectJobQueue, type HealthDetails, type JobQueue, type JobState } from '@draftroom/nest-kit';
import { SeasonStore } from '../catalogue/season-store';
import { SeasonRepository } from '../storage/season-repository';
import { FIRST_IMPORT_JOB_ID, STARTUP_PROBLEM, type StartupProblem } from './job-names';

/**
 * /health says 'starting' until the current season is imported and projected (once; a re-import
 * keeps serving the season in memory, and ready, until its projection is stored); while it is not,
 * it also shows the first import's job (state, attempts, why the last attempt failed), and a
 * first import that failed for good is a `problem` with the way out (decision 072). Ready also
 * waits for the season to be loaded into memory with its payloads built (SeasonStore warmers), so
 * the first request after ready is served from memory, not built while it waits.
 */
@Injectable()
export class ImportHealth implements HealthDetails {
  constructor(
    private readonly repository: SeasonRepository,
    @InjectJobQueue() private readonly queue: JobQueue,
    @Inject(STARTUP_PROBLEM) private readonly startup: StartupProblem,
    private readonly store: SeasonStore,
  ) {}

  async details() {
    const states = await this.repository.states();
    // Ready once a projected season is in memory: a later import does not make it unready, since
    // the season in memory is served until the new one is projected (SeasonStore).
    const served = await this.store.served();
    const season = served.current ? await this.store.season(served.current) : undefined;
    const ready = Boolean(season);
    const firstImport: JobState | null = ready ? null : await this.queue.jobState(FIRST_IMPORT_JOB_ID).catch(() => null);
    const problem = ready ? undefined : firstImportProblem(firstImport) ?? this.startup.current ?? undefined;
    return {
      ready,
      // What an operator asks first: which season, and which gameweek of it, the product serves.
      ...(season ? { serving: { season: season.data.season, gameweek: season.clock.currentGameweek } } : {}),
      ...(served.pending ? { pendingSeason: served.pending } : {}),
      // A failed upstream import leaves the season served and the replica ready (a `problem` would
      // take it out of rotation for nothing), so its reason is shown beside, not as a problem.
      ...(served.problem ? { lastImportFailure: served.problem } : {}),
      seasons: states.map((s) => ({ season: s.season, source: s.source, version: s.version, projectedAsOf: s.projectedAsOf })),
      ...(firstImport ? { firstImport } : {}),
      ...(problem ? { problem } : {}),
    };
  }
}

/** The sentence health and the console give when the first import has given up. */
export function firstImportProblem(job: JobState | null): string | undefined {
  if (job?.state !== 'failed') return undefined;
  return `The first import failed after ${job.attemptsMade} attempt${job.attemptsMade === 1 ? '' : 's'}: ${job.failedReason ?? 'no reason given'}. Fix the cause, then run \`npm run import\` or restart the stats service.`;
}
