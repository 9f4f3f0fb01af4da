import { Module } from '@nestjs/common';
import { IdempotentRequestRow, PlatformModule } from '@draftroom/nest-kit';
import { FplTeamModule } from './fpl-team/fpl-team.module';
import { PLANNER_MIGRATIONS } from './migrations';
import { PlanRow } from './plans/plan.entity';
import { PlansModule } from './plans/plans.module';
import { SolverModule } from './solver/solver.module';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'planner', entities: [PlanRow, IdempotentRequestRow], migrations: PLANNER_MIGRATIONS }),
    FplTeamModule,
    PlansModule,
    SolverModule,
  ],
})
export class AppModule {}
