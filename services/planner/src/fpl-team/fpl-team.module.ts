import { Module } from '@nestjs/common';
import { PLANNER_CONFIG, readPlannerConfig } from '../config';
import { FinishedGameweeks } from './finished-gameweeks';
import { FplTeamController } from './fpl-team.controller';
import { FplTeamService } from './fpl-team.service';
import { TeamStart } from './team-start';

/** The upstream proxy (/api/fpl-team/{teamId}/...), and where a real team's plan starts (TeamStart). */
@Module({
  controllers: [FplTeamController],
  providers: [
    { provide: PLANNER_CONFIG, useFactory: () => readPlannerConfig() },
    { provide: FinishedGameweeks, useFactory: () => new FinishedGameweeks() },
    FplTeamService,
    TeamStart,
  ],
  exports: [TeamStart],
})
export class FplTeamModule {}
