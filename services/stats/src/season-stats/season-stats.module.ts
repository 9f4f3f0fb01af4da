import { Module } from '@nestjs/common';
import { SeasonStatsController } from './season-stats.controller';
import { SeasonStatsService } from './season-stats.service';

/**
 * The Player Stats endpoints (24/25 and 25/26) and the actual points per gameweek. Reads the
 * SeasonStore the (global) StatsModule exports; API process only.
 */
@Module({ controllers: [SeasonStatsController], providers: [SeasonStatsService], exports: [SeasonStatsService] })
export class SeasonStatsModule {}
