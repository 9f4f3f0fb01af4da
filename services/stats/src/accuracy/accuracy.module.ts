import { Module } from '@nestjs/common';
import { AccuracyController } from './accuracy.controller';

/** /api/xpts-accuracy (API process only; the job's service is a shared provider of StatsModule). */
@Module({ controllers: [AccuracyController] })
export class AccuracyModule {}
