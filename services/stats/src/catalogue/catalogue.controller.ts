import { Controller, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  FixtureListSchema, IdParamSchema, PlayerListSchema, PlayerProjectionSchema, PriceMovesSchema, ProjectionQuerySchema, SeasonInfoSchema, TeamListSchema, type PlayerProjectionDetail, type ProjectionQuery,
  type PriceMoves,
} from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, HOT_READ_CACHE_CONTROL, sendCached, ZodValidationPipe } from '@draftroom/nest-kit';
import { CatalogueService } from './catalogue.service';
import { ProjectionDetailService } from './projection-detail.service';
import { PriceMovesService } from './price-moves.service';

@ApiTags('catalogue')
@Controller('api')
export class CatalogueController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly projections: ProjectionDetailService,
    private readonly priceMoves: PriceMovesService,
  ) {}

  @Get('players')
  @ApiZodOk(PlayerListSchema, 'Every player at the season clock, with xptsGW1..xptsGW38 where projected')
  @ApiErrors(503)
  async players(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.catalogue.players(), HOT_READ_CACHE_CONTROL);
  }

  @Get('players/price-moves')
  @Header('Cache-Control', HOT_READ_CACHE_CONTROL)
  @ApiZodOk(PriceMovesSchema, "Each predicted price move before the next deadline and the player's predicted price at every deadline to GW38; a player not listed holds his price")
  @ApiErrors(503)
  priceMovesList(): Promise<PriceMoves> {
    return this.priceMoves.moves();
  }

  @Get('players/:id/projection')
  @Header('Cache-Control', HOT_READ_CACHE_CONTROL)
  @ApiZodOk(PlayerProjectionSchema, "A player's next gameweeks part by part; the parts add up to his xPts in /api/players. With ?minutes=M (0-90), as if he played M minutes in each match")
  @ApiErrors(400, 404, 503)
  projection(
    @Param('id', new ZodValidationPipe(IdParamSchema)) id: number,
    @Query(new ZodValidationPipe(ProjectionQuerySchema)) query: ProjectionQuery,
  ): Promise<PlayerProjectionDetail> {
    return this.projections.detail(id, query.minutes);
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
