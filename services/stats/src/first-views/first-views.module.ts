import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { SeasonStatsModule } from '../season-stats/season-stats.module';
import { FirstViewsController } from './first-views.controller';
import { FirstViewsService } from './first-views.service';

/** Pages' first views drawn with the stats data (decision 163). API process only. */
@Module({ imports: [CatalogueModule, SeasonStatsModule], controllers: [FirstViewsController], providers: [FirstViewsService] })
export class FirstViewsModule {}
