import { Module } from '@nestjs/common';
import { PredictionsController } from './predictions.controller';
import { PredictionsService } from './predictions.service';

/** Season predictions: /api/all-predictions, /api/predictions. */
@Module({ controllers: [PredictionsController], providers: [PredictionsService] })
export class PredictionsModule {}
