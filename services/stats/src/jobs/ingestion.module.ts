import { Module } from '@nestjs/common';
import { IngestionController } from './ingestion.controller';

/** /api/ingestion: what has been imported. The IngestionService itself is StatsModule's (the worker runs it too). */
@Module({ controllers: [IngestionController] })
export class IngestionModule {}
