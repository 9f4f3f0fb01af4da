import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { TeamPicks } from '@draftroom/contracts';
import {
  chipsPlayed, gameweekHistoryOf, initialFreeTransfers, purchasePrices, startPurchasePrice, type PlanStart, type PlayerLookup,
} from '@draftroom/domain';
import { FplTeamService } from './fpl-team.service';

/**
 * Where a real team's plan starts, as the Team Manager starts it (spec 4): the team's picks and
 * bank of the gameweek before the plan's first, and the free transfers its history up to then
 * gives. Read through the proxy, so the picks the screen just loaded come from its cache.
 */
@Injectable()
export class TeamStart {
  constructor(private readonly fplTeam: FplTeamService) {}

  /**
   * `freeTransfers`, when given, is the manager's own count for the first gameweek (the public
   * API cannot see everything); the history's derivation is the default. `lookup` gives the
   * gameweek-1 prices a team that played gameweek 1 paid for its first squad.
   */
  async before(teamId: number, firstGameweek: number, freeTransfers?: number, lookup?: PlayerLookup): Promise<PlanStart> {
    const last = firstGameweek - 1;
    if (last < 1) {
      throw new BadRequestException(`Gameweek ${firstGameweek}: a team's plan starts from its picks of the gameweek before, and there is none.`);
    }
    const picks = await this.fplTeam.picks(teamId, last).catch((err: unknown) => {
      if (!(err instanceof NotFoundException)) throw err;
      throw new BadRequestException(
        `Gameweek ${firstGameweek}: the plan starts from team ${teamId}'s gameweek ${last} picks, which the official FPL game does not have. Check the team ID.`,
      );
    });
    // A gameweek the team did not play (it was created later) is a quiet one, as on the screen.
    const history = await Promise.all(
      Array.from({ length: last - 1 }, (_, i) => this.fplTeam.picks(teamId, i + 1).catch((err: unknown) => {
        if (err instanceof NotFoundException) return null;
        throw err;
      })),
    );
    const gameweeks = [...history, picks].flatMap((h: TeamPicks | null) => (h ? [gameweekHistoryOf(h)] : []));
    const players = picks.picks.map((p) => p.element);
    return {
      source: `the team's gameweek ${last} picks`,
      players,
      bankTenths: picks.entry_history.bank,
      freeTransfers: freeTransfers ?? initialFreeTransfers(gameweeks, last),
      purchasePrices: await this.purchasePricesOf(teamId, players, gameweeks[0]?.gameweek, lookup),
      chipsPlayed: chipsPlayed(gameweeks),
    };
  }

  /**
   * What the team paid for its players: the latest transfer in, else the GW1 price for a team that
   * played GW1. When the official game cannot give the transfers, nobody's purchase is known and
   * everyone sells for his price now, as the screen says (decision 100); the forgery this allows
   * needs the official API to fail, which a client cannot cause.
   */
  private async purchasePricesOf(teamId: number, players: number[], firstPlayed: number | undefined, lookup?: PlayerLookup) {
    try {
      const transfers = await this.fplTeam.transfers(teamId);
      return purchasePrices(players, transfers, lookup && startPurchasePrice(lookup, firstPlayed));
    } catch {
      return {};
    }
  }
}
