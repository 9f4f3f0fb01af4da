import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { PlanSquad, SavedPlan, SavedPlansQuery, SavedPlanSummary, SavePlanResult } from '@draftroom/contracts';
import {
  FREE_TRANSFERS_WITHOUT_HISTORY, foldForSearch, marketPrices, plannerPlayerOf, replayPlan, startOfFirstGameweek, type PlannerPlayer,
  type PlanStart, type PlayerLookup,
} from '@draftroom/domain';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { TeamStart } from '../fpl-team/team-start';
import { checkPlan, nameOf, PlanProblem, type CheckedPlan, type PlanInput } from './plan-document';
import { searchNameOf, type PlanDocument, type PlanRow } from './plan.entity';
import { PlansRepository } from './plans.repository';

const summaryOf = (row: PlanRow): SavedPlanSummary => ({
  id: row.id, name: row.name, teamId: row.teamId, createdAt: row.createdAt.toISOString(),
  transfersMade: row.transfersMade, firstGameweek: row.firstGameweek, lastGameweek: row.lastGameweek,
});

/**
 * Saving plans and finding them again. Nothing a plan says about money is taken on trust: it
 * is checked against real players, then replayed from where it starts (a real team's picks, or
 * its own first gameweek) and stored with the bank and free transfers the server computed
 * (decision 061).
 */
@Injectable()
export class PlansService {
  constructor(
    private readonly repository: PlansRepository,
    private readonly catalogue: PlayerCatalogue,
    private readonly teamStart: TeamStart,
  ) {}

  async save(input: PlanInput): Promise<SavePlanResult> {
    const players = await this.catalogue.players();
    const planners = new Map<number, PlannerPlayer | undefined>();
    const lookup: PlayerLookup = (id) => {
      if (!planners.has(id)) planners.set(id, players.has(id) ? plannerPlayerOf(players.get(id)!) : undefined);
      return planners.get(id);
    };
    const checked = this.problemsAs400(() => checkPlan(input, lookup));
    const start = await this.startOf(input, checked);
    const document = this.problemsAs400(() => this.replayed(checked, start, lookup));
    const gameweeks = Object.keys(document.gameweekSquads).map(Number);
    const row = await this.repository.insert({
      name: input.name,
      searchName: searchNameOf(input.name),
      teamId: input.teamId,
      createdAt: new Date(),
      transfersMade: document.transferHistory.length,
      firstGameweek: Math.min(...gameweeks),
      lastGameweek: Math.max(...gameweeks),
      document,
    });
    return { id: row.id, name: row.name, teamId: row.teamId, createdAt: row.createdAt.toISOString() };
  }

  /** A team's plan starts from its picks upstream; a plan from a draft from its own first gameweek. */
  private async startOf(input: PlanInput, plan: CheckedPlan): Promise<PlanStart> {
    const [first, squad] = Object.entries(plan.gameweekSquads)[0];
    if (input.origin === 'team') return this.teamStart.before(input.teamId, Number(first));
    if (squad.bankAmount === undefined) {
      throw new BadRequestException(`Gameweek ${first}: the bank amount is missing (a plan saved this way starts from its first gameweek's squad and bank)`);
    }
    return startOfFirstGameweek({ gameweek: Number(first), players: squad.players, bankTenths: squad.bankAmount }, plan.transferHistory,
      FREE_TRANSFERS_WITHOUT_HISTORY);
  }

  /** The plan replayed from its start; what is stored is what the replay computed. */
  private replayed(plan: CheckedPlan, start: PlanStart, lookup: PlayerLookup): PlanDocument {
    const gameweeks = Object.fromEntries(Object.entries(plan.gameweekSquads).map(([gw, s]) => [gw, { players: s.players, bankTenths: s.bankAmount }]));
    const name = (id: number) => {
      const player = lookup(id);
      return player ? nameOf(player) : `player ${id}`;
    };
    const replay = replayPlan({ start, gameweeks, transfers: plan.transferHistory }, marketPrices(lookup), name);
    if ('problem' in replay) throw new PlanProblem(replay.problem);
    const banks = new Map(replay.gameweeks.map((g) => [String(g.gameweek), g.bankTenths]));
    const gameweekSquads = Object.fromEntries(
      Object.entries(plan.gameweekSquads).map(([gw, s]): [string, PlanSquad] => [gw, { ...s, bankAmount: banks.get(gw)! }]),
    );
    return { gameweekSquads, transferHistory: replay.transfers };
  }

  private problemsAs400<T>(work: () => T): T {
    try {
      return work();
    } catch (err) {
      if (err instanceof PlanProblem) throw new BadRequestException(err.message);
      throw err;
    }
  }

  async search(query: SavedPlansQuery): Promise<SavedPlanSummary[]> {
    const foldedName = query.name === undefined ? undefined : foldForSearch(query.name);
    return (await this.repository.search({ teamId: query.teamId, foldedName })).map(summaryOf);
  }

  async get(id: number): Promise<SavedPlan> {
    const row = await this.repository.findById(id);
    if (!row) throw new NotFoundException(`There is no saved plan with id ${id}`);
    const squads = row.document.gameweekSquads;
    const pick = <K extends 'formation' | 'pitchPlayers' | 'bankAmount'>(key: K) =>
      Object.fromEntries(Object.entries(squads).map(([gw, s]) => [gw, s[key]]));
    return {
      id: row.id,
      name: row.name,
      teamId: row.teamId,
      createdAt: row.createdAt.toISOString(),
      gameweekSquads: squads,
      transferHistory: row.document.transferHistory,
      gameweekFormations: pick('formation'),
      gameweekPitchPlayers: pick('pitchPlayers'),
      gameweekBankAmounts: pick('bankAmount'),
    } as SavedPlan;
  }
}
