import { DynamicModule, Global, Module } from '@nestjs/common';
import { HEALTH_DETAILS } from '@draftroom/nest-kit';
import { AccuracyModule } from './accuracy/accuracy.module';
import { AccuracyRepository } from './accuracy/accuracy-repository';
import { AccuracyService } from './accuracy/accuracy.service';
import { CatalogueModule } from './catalogue/catalogue.module';
import { SeasonStore } from './catalogue/season-store';
import { STATS_CONFIG, readStatsConfig } from './config';
import { ImportHealth } from './jobs/import-health';
import { IngestionModule } from './jobs/ingestion.module';
import { IngestionService } from './jobs/ingestion.service';
import { PROCESS_ROLE, STARTUP_PROBLEM, type ProcessRole, type StartupProblem } from './jobs/job-names';
import { SeasonRepository } from './storage/season-repository';
import { SeasonStatsModule } from './season-stats/season-stats.module';

/**
 * The stats service's shared providers: the season tables (SeasonRepository), the seasons in
 * memory (SeasonStore) and the ingestion jobs. The API process adds one module per feature,
 * each controller → service → repository/store; the worker process (BullMQ mode) uses the same
 * providers to run jobs and serves nothing.
 */
@Global()
@Module({})
export class StatsModule {
  static forRole(role: ProcessRole): DynamicModule {
    return {
      module: StatsModule,
      imports: role === 'api' ? [CatalogueModule, IngestionModule, SeasonStatsModule, AccuracyModule] : [],
      providers: [
        { provide: PROCESS_ROLE, useValue: role },
        { provide: STARTUP_PROBLEM, useFactory: (): StartupProblem => ({ current: null }) },
        { provide: STATS_CONFIG, useFactory: () => readStatsConfig() },
        SeasonRepository,
        SeasonStore,
        IngestionService,
        AccuracyRepository,
        AccuracyService,
        ImportHealth,
        { provide: HEALTH_DETAILS, useExisting: ImportHealth },
      ],
      exports: [HEALTH_DETAILS, PROCESS_ROLE, STATS_CONFIG, SeasonRepository, SeasonStore, IngestionService, AccuracyService],
    };
  }
}
