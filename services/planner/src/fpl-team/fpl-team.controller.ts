import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import {
  GameweekSchema, TeamIdParamSchema, TeamPicksSchema, TeamTransferListSchema, type TeamPicks, type TeamTransfer,
} from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, ZodValidationPipe } from '@draftroom/nest-kit';
import { FplTeamService } from './fpl-team.service';
import { servedWithLabel } from './stale-headers';

@ApiTags('fpl-team')
@Controller('api/fpl-team')
export class FplTeamController {
  constructor(private readonly fplTeam: FplTeamService) {}

  @Get(':teamId/event/:gw/picks')
  @ApiParam({ name: 'teamId', type: Number, description: 'The number after /entry/ in a team page address' })
  @ApiParam({ name: 'gw', type: Number, description: 'Gameweek 1-38' })
  @ApiZodOk(TeamPicksSchema, "A real team's picks, bank and history for one gameweek")
  @ApiErrors(400, 404, 502)
  picks(
    @Param('teamId', new ZodValidationPipe(TeamIdParamSchema)) teamId: number,
    @Param('gw', new ZodValidationPipe(GameweekSchema)) gameweek: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TeamPicks> {
    return this.fplTeam.servePicks(teamId, gameweek).then((served) => servedWithLabel(res, served));
  }

  @Get(':teamId/transfers')
  @ApiParam({ name: 'teamId', type: Number })
  @ApiZodOk(TeamTransferListSchema, "A real team's transfers this season")
  @ApiErrors(400, 404, 502)
  transfers(
    @Param('teamId', new ZodValidationPipe(TeamIdParamSchema)) teamId: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TeamTransfer[]> {
    return this.fplTeam.serveTransfers(teamId).then((served) => servedWithLabel(res, served));
  }
}
