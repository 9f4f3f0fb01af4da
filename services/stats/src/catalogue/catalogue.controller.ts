import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FixtureListSchema, PlayerListSchema, SeasonInfoSchema, TeamListSchema } from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, HOT_READ_CACHE_CONTROL, sendCached } from '@draftroom/nest-kit';
import { CatalogueService } from './catalogue.service';

@ApiTags('catalogue')
@Controller('api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('players')
  @ApiZodOk(PlayerListSchema, 'Every player at the season clock, with xptsGW1..xptsGW38 where projected')
  @ApiErrors(503)
  async players(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.catalogue.players(), HOT_READ_CACHE_CONTROL);
  }

  @Get('teams')
  @ApiZodOk(TeamListSchema)
  async teams(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.catalogue.teams(), HOT_READ_CACHE_CONTROL);
  }

  @Get('fixtures')
  @ApiZodOk(FixtureListSchema, 'All fixtures of the season; results only up to the season clock')
  async fixtures(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.catalogue.fixtures(), HOT_READ_CACHE_CONTROL);
  }

  @Get('season')
  @ApiZodOk(SeasonInfoSchema, 'The season clock')
  async season(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.catalogue.season(), HOT_READ_CACHE_CONTROL);
  }
}
