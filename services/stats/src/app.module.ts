import { Module } from '@nestjs/common';
import { PlatformModule } from '@draftroom/nest-kit';
import { STATS_QUEUE } from './jobs/job-names';
import { STATS_MIGRATIONS } from './migrations';
import { STATS_ENTITIES } from './storage/entities';
import { StatsModule } from './stats.module';

export const statsPlatform = () =>
  PlatformModule.forRoot({ service: 'stats', entities: STATS_ENTITIES, migrations: STATS_MIGRATIONS, queueName: STATS_QUEUE });

@Module({ imports: [statsPlatform(), StatsModule.forRole('api')] })
export class AppModule {}

@Module({ imports: [statsPlatform(), StatsModule.forRole('worker')] })
export class WorkerModule {}
