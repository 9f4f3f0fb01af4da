import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { ProjectionDetailService } from './projection-detail.service';

/** Players (and one player's projection detail), teams, fixtures and the season clock: /api/players, /api/teams, /api/fixtures, /api/season. API process only. */
@Module({ controllers: [CatalogueController], providers: [CatalogueService, ProjectionDetailService], exports: [CatalogueService] })
export class CatalogueModule {}
