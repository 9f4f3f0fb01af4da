import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  AnyPlayerGameweeksSchema, AnySeasonStatsSchema, GameweekPointsSchema, IdParamSchema, PlayerGameweeks2425Schema, PlayerGameweeks2526Schema,
  SeasonListSchema, SeasonStats2425Schema, SeasonStats2526Schema, seasonFromDigits,
} from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, HOT_READ_CACHE_CONTROL, sendCached, ZodValidationPipe } from '@draftroom/nest-kit';
import { SeasonStatsService } from './season-stats.service';

const playerId = () => Param('playerId', new ZodValidationPipe(IdParamSchema));

/** The season a call's digits name ('2627' → '2026-27'). */
const SeasonDigitsSchema = z
  .string()
  .transform((digits, ctx) => seasonFromDigits(digits) ?? (ctx.addIssue({ code: 'custom', message: `'${digits}' names no season: use the years' last digits, like 2627 for 2026/27.` }), z.NEVER));
const seasonDigits = () => Param('digits', new ZodValidationPipe(SeasonDigitsSchema));

/**
 * The Player Stats calls of every season (issue 32): the spec's names for 2024/25 and 2025/26,
 * and the same pattern for any season in the data (/api/season-stats-{digits},
 * /api/player-gw-data-{digits}/{id}). Declared before the patterns so the spec's names document
 * their own schemas; they answer exactly as the pattern does for their season.
 */
@ApiTags('season-stats')
@Controller('api')
export class SeasonStatsController {
  constructor(private readonly stats: SeasonStatsService) {}

  @Get('seasons')
  @ApiZodOk(SeasonListSchema, 'The seasons in the data, oldest first, with the current one marked and the calls of each')
  @ApiErrors(503)
  async seasons(): Promise<z.infer<typeof SeasonListSchema>> {
    return this.stats.seasons();
  }

  @Get('season-stats')
  @ApiZodOk(SeasonStats2425Schema, '2024/25 season totals of every player, defensive figures from match stats')
  @ApiErrors(404, 503)
  async seasonStats2425(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.seasonStats('2024-25'), HOT_READ_CACHE_CONTROL);
  }

  @Get('player-gw-data/:playerId')
  @ApiZodOk(PlayerGameweeks2425Schema, "A 2024/25 player's rows, one per fixture")
  @ApiErrors(400, 404, 503)
  async playerGameweeks2425(@playerId() id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.playerGameweeks('2024-25', id), HOT_READ_CACHE_CONTROL);
  }

  @Get('season-stats-2526')
  @ApiZodOk(SeasonStats2526Schema, '2025/26 season totals of every player up to the season clock')
  @ApiErrors(404, 503)
  async seasonStats2526(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.seasonStats('2025-26'), HOT_READ_CACHE_CONTROL);
  }

  @Get('player-gw-data-2526/:playerId')
  @ApiZodOk(PlayerGameweeks2526Schema, "A 2025/26 player's rows up to the season clock, one per fixture")
  @ApiErrors(400, 404, 503)
  async playerGameweeks2526(@playerId() id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.playerGameweeks('2025-26', id), HOT_READ_CACHE_CONTROL);
  }

  @Get('season-stats-:digits')
  @ApiZodOk(AnySeasonStatsSchema, "Any season's totals (2024/25's columns for a season with match stats, 2025/26's otherwise); the current one up to the clock")
  @ApiErrors(400, 404, 503)
  async seasonStats(@seasonDigits() season: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.seasonStats(season), HOT_READ_CACHE_CONTROL);
  }

  @Get('player-gw-data-:digits/:playerId')
  @ApiZodOk(AnyPlayerGameweeksSchema, "Any season's rows of a player, one per fixture")
  @ApiErrors(400, 404, 503)
  async playerGameweeks(@seasonDigits() season: string, @playerId() id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.playerGameweeks(season, id), HOT_READ_CACHE_CONTROL);
  }

  @Get('gameweek-points')
  @ApiZodOk(GameweekPointsSchema, 'Actual points of every player per gameweek of the current season, up to the season clock')
  @ApiErrors(503)
  async gameweekPoints(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCached(req, res, await this.stats.gameweekPoints(), HOT_READ_CACHE_CONTROL);
  }
}
