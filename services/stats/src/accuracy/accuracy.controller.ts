import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { XptsAccuracySchema } from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, HOT_READ_CACHE_CONTROL, sendCached } from '@draftroom/nest-kit';
import { AccuracyService } from './accuracy.service';

@ApiTags('accuracy')
@Controller('api')
export class AccuracyController {
  constructor(private readonly accuracy: AccuracyService) {}

  @Get('xpts-accuracy')
  @ApiZodOk(XptsAccuracySchema, 'The walk-forward backtest of our xPts beside the official forecast and two baselines')
  @ApiErrors(503)
  async report(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.accuracy.report(), HOT_READ_CACHE_CONTROL);
  }
}
