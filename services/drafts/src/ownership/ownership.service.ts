import { Injectable } from '@nestjs/common';
import type { OwnershipPlayer, OwnershipQuery } from '@draftroom/contracts';
import { ownershipPercent, ownershipPeriodStart } from '@draftroom/domain';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { Clock } from '../clock';
import { OwnershipRepository } from './ownership.repository';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Site ownership next to official ownership: for every player of the stats service's list, the
 * share of the period's saved drafts that hold him, and the game's own selectedByPercent.
 */
@Injectable()
export class OwnershipService {
  constructor(
    private readonly repository: OwnershipRepository,
    private readonly catalogue: PlayerCatalogue,
    private readonly clock: Clock,
  ) {}

  async list({ period, tzOffset }: OwnershipQuery): Promise<OwnershipPlayer[]> {
    const since = ownershipPeriodStart(period, this.clock.now(), tzOffset);
    const [players, drafts, perPlayer] = await Promise.all([
      this.catalogue.players(),
      this.repository.draftsSince(since),
      this.repository.draftsPerPlayerSince(since),
    ]);
    return [...players.values()].map((p) => {
      const draftCount = perPlayer.get(p.id) ?? 0;
      return {
        id: p.id, name: p.name, webName: p.web_name, team: p.team, teamShortName: p.teamShortName, position: p.position,
        selectedByPercent: p.selectedByPercent, selectedByDatabase: round2(ownershipPercent(draftCount, drafts)), draftCount,
      };
    });
  }
}
