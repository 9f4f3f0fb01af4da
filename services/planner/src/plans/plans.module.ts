import { Module } from '@nestjs/common';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { FplTeamModule } from '../fpl-team/fpl-team.module';
import { PlansController } from './plans.controller';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';

/** Saved plans: /api/save-plan, /api/save-fpl-plan, /api/saved-plans. A team's plan starts from its picks (FplTeamModule). */
@Module({
  imports: [FplTeamModule],
  controllers: [PlansController],
  providers: [{ provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() }, PlansRepository, PlansService],
})
export class PlansModule {}
