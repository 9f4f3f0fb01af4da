import { Injectable } from '@nestjs/common';
import type { OwnershipPlayer, OwnershipQuery, Player } from '@draftroom/contracts';
import { ownershipPercent, ownershipPeriodStart } from '@draftroom/domain';
import { CachedJson, PlayerCatalogue } from '@draftroom/nest-kit';
import { Clock } from '../clock';
import { DraftSaves } from '../draft-saves';
import { DraftsListCache } from '../drafts-list-cache';
import { OwnershipCache, type OwnershipAnswer } from './ownership-cache';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const DAY = 24 * 3_600_000;

/**
 * Site ownership next to official ownership: for every player of the stats service's list, the
 * share of the period's saved drafts that hold him, and the game's own selectedByPercent. The
 * period's drafts are counted from the drafts list the service keeps in memory (decision 192),
 * so no engine has to group drafts by player.
 */
@Injectable()
export class OwnershipService {
  constructor(
    private readonly drafts: DraftsListCache,
    private readonly catalogue: PlayerCatalogue,
    private readonly clock: Clock,
    private readonly saves: DraftSaves,
    private readonly cache: OwnershipCache,
  ) {}

  /** The answer as one cached payload, rebuilt after a save or when a draft leaves the period. */
  async payload(query: OwnershipQuery): Promise<CachedJson> {
    await this.drafts.followOthers(); // other replicas' saves first: they move the generation
    const generation = this.saves.generation; // read first: a save during the build makes the next request rebuild
    const { players, season } = await this.catalogue.current();
    const now = this.clock.now();
    return this.cache.get(query, { generation, players, now: now.getTime() }, async (): Promise<OwnershipAnswer> => {
      const { rows, validUntil } = await this.build(query, players, season, now);
      return { payload: new CachedJson(rows), validUntil };
    });
  }

  /** Counted from the drafts of `season` only, the season of `players` (PlayerCatalogue.season). */
  private async build({ period, tzOffset }: OwnershipQuery, players: ReadonlyMap<number, Player>, season: string, now: Date): Promise<{ rows: OwnershipPlayer[]; validUntil: number }> {
    const since = ownershipPeriodStart(period, now, tzOffset);
    const { drafts, perPlayer, oldest } = await this.drafts.periodDrafts(since ? since.getTime() : null, season);
    const rows = [...players.values()].map((p) => {
      const draftCount = perPlayer.get(p.id) ?? 0;
      return {
        id: p.id, name: p.name, webName: p.web_name, team: p.team, teamShortName: p.teamShortName, position: p.position,
        selectedByPercent: p.selectedByPercent, selectedByDatabase: round2(ownershipPercent(draftCount, drafts)), draftCount,
      };
    });
    // 'today' holds until the viewer's next midnight; the rolling week until its oldest draft turns 7 days old.
    const validUntil = period === 'today' && since ? since.getTime() + DAY : period === 'last_week' && oldest !== null ? oldest + 7 * DAY : Infinity;
    return { rows, validUntil };
  }
}
