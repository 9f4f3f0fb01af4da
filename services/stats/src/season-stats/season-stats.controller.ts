import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  GameweekPointsSchema, IdParamSchema, PlayerGameweeks2425Schema, PlayerGameweeks2526Schema, SeasonStats2425Schema,
  SeasonStats2526Schema,
} from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, HOT_READ_CACHE_CONTROL, sendCached, ZodValidationPipe } from '@draftroom/nest-kit';
import { SeasonStatsService } from './season-stats.service';

const playerId = () => Param('playerId', new ZodValidationPipe(IdParamSchema));

@ApiTags('season-stats')
@Controller('api')
export class SeasonStatsController {
  constructor(private readonly stats: SeasonStatsService) {}

  @Get('season-stats')
  @ApiZodOk(SeasonStats2425Schema, '2024/25 season totals of every player, defensive figures from match stats')
  @ApiErrors(503)
  async seasonStats2425(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.seasonStats2425(), HOT_READ_CACHE_CONTROL);
  }

  @Get('player-gw-data/:playerId')
  @ApiZodOk(PlayerGameweeks2425Schema, "A 2024/25 player's rows, one per fixture")
  @ApiErrors(400, 404, 503)
  async playerGameweeks2425(@playerId() id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.playerGameweeks2425(id), HOT_READ_CACHE_CONTROL);
  }

  @Get('season-stats-2526')
  @ApiZodOk(SeasonStats2526Schema, '2025/26 season totals of every player up to the season clock')
  @ApiErrors(503)
  async seasonStats2526(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.seasonStats2526(), HOT_READ_CACHE_CONTROL);
  }

  @Get('player-gw-data-2526/:playerId')
  @ApiZodOk(PlayerGameweeks2526Schema, "A 2025/26 player's rows up to the season clock, one per fixture")
  @ApiErrors(400, 404, 503)
  async playerGameweeks2526(@playerId() id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.playerGameweeks2526(id), HOT_READ_CACHE_CONTROL);
  }

  @Get('gameweek-points')
  @ApiZodOk(GameweekPointsSchema, 'Actual points of every player per gameweek of 2025/26, up to the season clock')
  @ApiErrors(503)
  async gameweekPoints(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.gameweekPoints(), HOT_READ_CACHE_CONTROL);
  }
}
