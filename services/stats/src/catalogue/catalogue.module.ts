import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { ProjectionDetailService } from './projection-detail.service';
import { PriceMovesService } from './price-moves.service';

/** Players (and one player's projection detail, the predicted price moves), teams, fixtures and the season clock: /api/players, /api/teams, /api/fixtures, /api/season. API process only. */
@Module({ controllers: [CatalogueController], providers: [CatalogueService, ProjectionDetailService, PriceMovesService], exports: [CatalogueService] })
export class CatalogueModule {}
