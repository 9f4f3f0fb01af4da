import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PredictionListSchema, PredictionSchema, SavePredictionSchema, type Prediction, type SavePrediction } from '@draftroom/contracts';
import { ApiErrors, ApiZodBody, ApiZodOk, ZodValidationPipe } from '@draftroom/nest-kit';
import { PredictionsService } from './predictions.service';

@ApiTags('predictions')
@Controller('api')
export class PredictionsController {
  constructor(private readonly predictions: PredictionsService) {}

  @Get('all-predictions')
  @ApiZodOk(PredictionListSchema, 'Every season prediction, newest first')
  list(): Promise<Prediction[]> {
    return this.predictions.list();
  }

  @Post('predictions')
  @ApiZodBody(SavePredictionSchema)
  @ApiZodOk(PredictionSchema, 'The saved prediction')
  @ApiErrors(400, 409, 503)
  save(@Body(new ZodValidationPipe(SavePredictionSchema)) body: SavePrediction): Promise<Prediction> {
    return this.predictions.save(body);
  }
}
