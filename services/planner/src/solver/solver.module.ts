import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { PlayerCatalogue, QUEUE_HEALTH } from '@draftroom/nest-kit';
import { FplTeamModule } from '../fpl-team/fpl-team.module';
import { BullSolverJobs } from './bullmq-solver-jobs';
import { InProcessSolverJobs } from './in-process-solver-jobs';
import { SeasonClock } from './season-clock';
import { LOWEST_PRIORITY, SolvePool } from './solve-pool';
import { readSolverConfig, SOLVER_CONFIG, type SolverConfig } from './solver-config';
import { SolverController } from './solver.controller';
import { SOLVER_JOBS, type SolverJobs } from './solver-jobs';
import { SolverService } from './solver.service';

class SolverJobsCloser implements OnApplicationShutdown {
  constructor(@Inject(SOLVER_JOBS) private readonly jobs: SolverJobs) {}
  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }
}

/**
 * /api/solver: best drafts and suggested transfers as jobs (decision 113). Global only so that
 * /health (nest-kit's) checks the solver queue's Redis (QUEUE_HEALTH): the planner is not ready
 * while it cannot take solves.
 */
@Global()
@Module({
  imports: [FplTeamModule],
  controllers: [SolverController],
  providers: [
    { provide: SOLVER_CONFIG, useFactory: () => readSolverConfig() },
    {
      provide: SOLVER_JOBS,
      inject: [SOLVER_CONFIG],
      useFactory: (config: SolverConfig): SolverJobs => {
        const pool = new SolvePool({ concurrency: config.concurrency, niceness: LOWEST_PRIORITY, graceSeconds: 15, startSeconds: 30 });
        return config.redisUrl
          ? new BullSolverJobs(pool, { redisUrl: config.redisUrl, prefix: config.prefix, concurrency: config.concurrency })
          : new InProcessSolverJobs(pool);
      },
    },
    { provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() },
    { provide: SeasonClock, useFactory: () => new SeasonClock() },
    { provide: QUEUE_HEALTH, useExisting: SOLVER_JOBS },
    SolverService,
    SolverJobsCloser,
  ],
  exports: [QUEUE_HEALTH],
})
export class SolverModule {}
