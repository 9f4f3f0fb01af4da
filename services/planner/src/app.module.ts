import { Module } from '@nestjs/common';
import { PlatformModule, PlayerCatalogue } from '@draftroom/nest-kit';
import { PLANNER_MIGRATIONS } from './migrations';

@Module({
  imports: [PlatformModule.forRoot({ service: 'planner', entities: [], migrations: PLANNER_MIGRATIONS })],
  providers: [{ provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() }],
})
export class AppModule {}
