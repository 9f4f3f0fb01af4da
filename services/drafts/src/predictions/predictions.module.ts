import { Module } from '@nestjs/common';
import { PredictionsController } from './predictions.controller';
import { PredictionsRepository } from './predictions.repository';
import { PredictionsService } from './predictions.service';

/** Season predictions: /api/all-predictions, /api/predictions. */
@Module({ controllers: [PredictionsController], providers: [PredictionsRepository, PredictionsService] })
export class PredictionsModule {}
