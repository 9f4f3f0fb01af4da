import { Module } from '@nestjs/common';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { PlansController } from './plans.controller';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';

/** Saved plans: /api/save-plan, /api/save-fpl-plan, /api/saved-plans. */
@Module({
  controllers: [PlansController],
  providers: [{ provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() }, PlansRepository, PlansService],
})
export class PlansModule {}
