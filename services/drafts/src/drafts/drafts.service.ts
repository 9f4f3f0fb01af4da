import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Draft, DraftSort, MyVote, Player, SaveDraft, VoteChoice } from '@draftroom/contracts';
import { formatPrice, positionCounts, squadCost, squadProblem, teamCounts, toTenths } from '@draftroom/domain';
import { PlayerCatalogue, type CachedJson } from '@draftroom/nest-kit';
import { DraftChanges } from '../changes/draft-changes';
import { Clock } from '../clock';
import { DraftSaves } from '../draft-saves';
import { DraftsListCache, type WindowFilter } from '../drafts-list-cache';
import { DraftsStore, NameTakenError } from '../storage/stores';
import { nameKey } from '../names/name-key';
import { asSaved, toDraft } from './draft-mapper';

/**
 * Saving, listing and voting on drafts. The server trusts nothing from the builder: players are
 * looked up in the stats service's current list, every squad rule is run again (the same rule the
 * builder uses), and the cost is recomputed from current prices.
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly store: DraftsStore,
    private readonly catalogue: PlayerCatalogue,
    private readonly clock: Clock,
    private readonly listCache: DraftsListCache,
    private readonly saves: DraftSaves,
    private readonly others: DraftChanges,
  ) {}

  async save(body: SaveDraft): Promise<Draft> {
    // The list and its season read together: the ids checked are that season's (issue 32).
    const { players, season } = await this.catalogue.current();
    const squad = this.knownPlayers(players, body.selectedPlayers);
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
    try {
      const row = await this.store.insert({
        name: body.name, nameKey: nameKey(body.name), selectedPlayers: squad.map((p) => p.id), season, players: squad.map(asSaved), totalCostTenths: toTenths(cost),
        positionCounts: positionCounts(squad), teamCounts: teamCounts(squad), createdAt: this.clock.now(),
      });
      this.listCache.changed(row, this.listCache.ticket());
      this.saves.saved();
      await this.others.publish({ id: row.id, saved: row });
      return toDraft(row, null, true);
    } catch (error) {
      if (error instanceof NameTakenError) throw new ConflictException(`A draft called "${body.name}" already exists. Please choose another name.`);
      throw error;
    }
  }

  /** The list as one cached payload, joined again after a save or a vote (DraftsListCache). */
  listPayload(sort: DraftSort): Promise<CachedJson> {
    return this.listCache.all(sort);
  }

  /** A window of the sorted list (narrowed by `filter`), as JSON text, and the number of drafts that match. */
  listWindow(sort: DraftSort, offset: number, limit: number, filter?: WindowFilter): Promise<{ json: string; total: number }> {
    return this.listCache.window(sort, offset, limit, filter);
  }

  /** The caller's own votes; none without a session. */
  async myVotes(voter: string | null): Promise<MyVote[]> {
    if (!voter) return [];
    return [...(await this.store.votesOf(voter))].map(([draftId, voteType]) => ({ draftId, voteType }));
  }

  async get(id: number, voter: string | null): Promise<Draft> {
    const [row, votes] = await Promise.all([this.store.find(id), voter ? this.store.votesOf(voter) : undefined]);
    if (!row) throw new NotFoundException(`There is no draft with id ${id}.`);
    return toDraft(row, votes?.get(id) ?? null, true);
  }

  /**
   * One vote per voter per draft, set to the state asked for ('none' withdraws it; the same vote
   * again changes nothing, decision 071). The store writes it as one write (decision 191); the
   * counts are then read back as they are now, for the answer and the cached list. The draft
   * itself comes from the cached list when it holds it: only its counts ever change.
   */
  async vote(id: number, voteType: VoteChoice, voter: string): Promise<Draft> {
    const vote = voteType === 'none' ? null : voteType;
    const draft = this.listCache.draft(id) ?? (await this.store.find(id));
    if (!draft) throw new NotFoundException(`There is no draft with id ${id}.`);
    await this.store.setVote(id, voter, vote, this.clock.now());
    const ticket = this.listCache.ticket();
    const row = { ...draft, ...(await this.store.counts(id)) };
    this.listCache.changed(row, ticket);
    await this.others.publish({ id });
    return toDraft(row, vote);
  }

  /**
   * A save or vote answered again from its Idempotency-Key (DraftReplays): the draft as stored now
   * goes into this replica's list and is announced to the others, as if the write were made here.
   */
  async followReplay(id: number, saved: boolean): Promise<void> {
    const ticket = this.listCache.ticket();
    const row = await this.store.find(id);
    if (!row) return;
    this.listCache.changed(row, ticket);
    if (saved) this.saves.saved();
    await this.others.publish(saved ? { id, saved: row } : { id });
  }

  /** The players of a submitted list, in its order; unknown ids are refused by name. */
  private knownPlayers(players: ReadonlyMap<number, Player>, ids: readonly number[]): Player[] {
    const unknown = ids.filter((id) => !players.has(id));
    if (unknown.length > 0) {
      throw new BadRequestException(`Unknown player${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', ...' : ''}. Please reload the player list and try again.`);
    }
    return ids.map((id) => players.get(id)!);
  }
}
