import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Draft, DraftSort, MyVote, Player, SaveDraft, VoteChoice } from '@draftroom/contracts';
import { formatPrice, positionCounts, squadCost, setVote, squadProblem, teamCounts, toTenths } from '@draftroom/domain';
import { PlayerCatalogue, inTransaction, type CachedJson } from '@draftroom/nest-kit';
import { Clock } from '../clock';
import { DraftSaves } from '../draft-saves';
import { isUniqueViolation } from '../storage/unique-violation';
import { draftNameKey, toDraft } from './draft-mapper';
import { DraftsListCache, type WindowFilter } from './drafts-list-cache';
import { DraftsRepository } from './drafts.repository';

/**
 * Saving, listing and voting on drafts. The server trusts nothing from the builder: players are
 * looked up in the stats service's current list, every squad rule is run again (the same rule the
 * builder uses), and the cost is recomputed from current prices.
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly repository: DraftsRepository,
    private readonly catalogue: PlayerCatalogue,
    private readonly clock: Clock,
    private readonly listCache: DraftsListCache,
    private readonly saves: DraftSaves,
  ) {}

  async save(body: SaveDraft): Promise<Draft> {
    const squad = await this.knownPlayers(body.selectedPlayers);
    const problem = squadProblem(squad);
    if (problem) {
      const player = problem.index === null ? undefined : squad[problem.index];
      throw new BadRequestException({
        message: problem.message,
        issues: [{ path: problem.index === null ? 'selectedPlayers' : `selectedPlayers.${problem.index}`, message: player ? `${player.web_name}: ${problem.message}` : problem.message }],
      });
    }
    const cost = squadCost(squad);
    if (toTenths(body.totalCost) !== toTenths(cost)) {
      throw new ConflictException(
        `Prices have changed since this squad was picked: it now costs ${formatPrice(cost)}, not ${formatPrice(body.totalCost)}. Please check your squad and save again.`,
      );
    }
    const nameKey = draftNameKey(body.name);
    const taken = () => new ConflictException(`A draft called "${body.name}" already exists. Please choose another name.`);
    try {
      const row = await this.repository.insert({
        name: body.name, nameKey, selectedPlayers: squad.map((p) => p.id), totalCostTenths: toTenths(cost),
        positionCounts: positionCounts(squad), teamCounts: teamCounts(squad), createdAt: this.clock.now(),
      });
      this.listCache.changed(row);
      this.saves.saved();
      return toDraft(row, null);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /** The list as one cached payload, joined again after a save or a vote (DraftsListCache). */
  listPayload(sort: DraftSort): Promise<CachedJson> {
    return this.listCache.all(sort, () => this.repository.list('newest'));
  }

  /** A window of the sorted list (narrowed by `filter`), as JSON text, and the number of drafts that match. */
  listWindow(sort: DraftSort, offset: number, limit: number, filter?: WindowFilter): Promise<{ json: string; total: number }> {
    return this.listCache.window(sort, offset, limit, () => this.repository.list('newest'), filter);
  }

  /** The caller's own votes; none without a session. */
  async myVotes(voter: string | null): Promise<MyVote[]> {
    if (!voter) return [];
    return [...(await this.repository.votesOf(voter))].map(([draftId, voteType]) => ({ draftId, voteType }));
  }

  async get(id: number, voter: string | null): Promise<Draft> {
    const row = await this.repository.findById(id);
    if (!row) throw new NotFoundException(`There is no draft with id ${id}.`);
    const vote = voter ? ((await this.repository.votesOf(voter)).get(id) ?? null) : null;
    return toDraft(row, vote);
  }

  /**
   * One vote per voter per draft, set to the state asked for ('none' withdraws it; the same vote
   * again changes nothing, decision 071). The draft's row is locked, the vote row written and the counters moved in one
   * transaction, so concurrent votes never lose an update.
   */
  async vote(id: number, voteType: VoteChoice, voter: string): Promise<Draft> {
    let listChanged = false;
    try {
      return await inTransaction(this.repository.dataSource, async (em) => {
        const draft = await this.repository.lockForVote(em, id);
        if (!draft) throw new NotFoundException(`There is no draft with id ${id}.`);
        const previous = await this.repository.voteOf(em, id, voter);
        const change = setVote(previous?.voteType ?? null, voteType === 'none' ? null : voteType);
        await this.repository.saveVote(em, id, voter, change.vote, this.clock.now());
        await this.repository.moveCounts(em, id, change.upvotes, change.downvotes);
        const row = (await this.repository.findById(id, em))!;
        // Under the row lock, so the cached list sees the votes in commit order (DraftsListCache).
        this.listCache.changed(row);
        listChanged = true;
        return toDraft(row, change.vote);
      });
    } catch (error) {
      if (listChanged) this.listCache.reset(); // the change above never committed
      throw error;
    }
  }

  /** The players of a submitted list, in its order; unknown ids are refused by name. */
  private async knownPlayers(ids: readonly number[]): Promise<Player[]> {
    const players = await this.catalogue.players();
    const unknown = ids.filter((id) => !players.has(id));
    if (unknown.length > 0) {
      throw new BadRequestException(`Unknown player${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', ...' : ''}. Please reload the player list and try again.`);
    }
    return ids.map((id) => players.get(id)!);
  }
}
