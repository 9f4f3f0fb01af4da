import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';

/** Players, teams, fixtures and the season clock: /api/players, /api/teams, /api/fixtures, /api/season. API process only. */
@Module({ controllers: [CatalogueController], providers: [CatalogueService], exports: [CatalogueService] })
export class CatalogueModule {}
