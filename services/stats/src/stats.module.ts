import { DynamicModule, Global, Module } from '@nestjs/common';
import { HEALTH_DETAILS } from '@draftroom/nest-kit';
import { CatalogueController } from './catalogue/catalogue.controller';
import { CatalogueService } from './catalogue/catalogue.service';
import { SeasonStore } from './catalogue/season-store';
import { STATS_CONFIG, readStatsConfig } from './config';
import { ImportHealth } from './jobs/import-health';
import { IngestionController } from './jobs/ingestion.controller';
import { IngestionService } from './jobs/ingestion.service';
import { PROCESS_ROLE, type ProcessRole } from './jobs/job-names';
import { SeasonRepository } from './storage/season-repository';
import { SeasonStatsModule } from './season-stats/season-stats.module';

/**
 * The stats service's providers. The API process serves the controllers; the worker process
 * (BullMQ mode) uses the same providers to run jobs and serves nothing.
 */
@Global()
@Module({})
export class StatsModule {
  static forRole(role: ProcessRole): DynamicModule {
    return {
      module: StatsModule,
      imports: role === 'api' ? [SeasonStatsModule] : [],
      controllers: role === 'api' ? [CatalogueController, IngestionController] : [],
      providers: [
        { provide: PROCESS_ROLE, useValue: role },
        { provide: STATS_CONFIG, useFactory: () => readStatsConfig() },
        SeasonRepository,
        SeasonStore,
        IngestionService,
        CatalogueService,
        ImportHealth,
        { provide: HEALTH_DETAILS, useExisting: ImportHealth },
      ],
      exports: [HEALTH_DETAILS, PROCESS_ROLE, STATS_CONFIG, SeasonRepository, SeasonStore, CatalogueService, IngestionService],
    };
  }
}
