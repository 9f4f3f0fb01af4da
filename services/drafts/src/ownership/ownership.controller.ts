import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { OwnershipListSchema, OwnershipQuerySchema, type OwnershipQuery } from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, ZodValidationPipe, sendCached } from '@draftroom/nest-kit';
import { OwnershipService } from './ownership.service';

@ApiTags('ownership')
@Controller('api')
export class OwnershipController {
  constructor(private readonly ownership: OwnershipService) {}

  /**
   * Always fresh (spec 9: the ownership call has stale time 0), so never stored on the way; the
   * service keeps one built answer per period until a save or the clock changes it.
   */
  @Get('selected-by')
  @ApiZodOk(OwnershipListSchema, 'Every player with official and site ownership for the period')
  @ApiErrors(400, 503)
  async list(@Query(new ZodValidationPipe(OwnershipQuerySchema)) query: OwnershipQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.ownership.payload(query), 'no-store');
  }
}
