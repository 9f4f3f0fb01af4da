import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  SAVED_PLANS_LIMIT, type PlanSquad, type PlanWire, type SavedPlan, type SavedPlansQuery, type SavedPlanSummary, type SavePlanResult,
} from '@draftroom/contracts';
import {
  FREE_TRANSFERS_WITHOUT_HISTORY, foldForSearch, marketPrices, plannerPlayerOf, replayPlan, startOfFirstGameweek, type PlannerPlayer,
  type PlanStart, type PlayerLookup,
} from '@draftroom/domain';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { TeamStart } from '../fpl-team/team-start';
import { checkPlan, nameOf, PlanProblem } from './plan-document';
import { searchNameOf, type PlanDocument, type PlanRow } from './plan.entity';
import { PlansRepository, type NewPlan } from './plans.repository';

const summaryOf = (row: PlanRow, owned = false): SavedPlanSummary => ({
  id: row.id, name: row.name, teamId: row.teamId, createdAt: row.createdAt.toISOString(),
  transfersMade: row.transfersMade, firstGameweek: row.firstGameweek, lastGameweek: row.lastGameweek,
  chips: row.chips ?? [], ...(owned ? { owned } : {}),
});

/** Owner keys are stored only as their SHA-256 (decision 101). */
const hashOf = (ownerKey: string): string => createHash('sha256').update(ownerKey).digest('hex');

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

  /** Saves a plan, whichever call sent it (the controller maps both to the one wire document). */
  async save(input: PlanWire): Promise<SavePlanResult> {
    const players = await this.catalogue.players();
    const planners = new Map<number, PlannerPlayer | undefined>();
    const lookup: PlayerLookup = (id) => {
      if (!planners.has(id)) planners.set(id, players.has(id) ? plannerPlayerOf(players.get(id)!) : undefined);
      return planners.get(id);
    };
    const checked = this.problemsAs400(() => checkPlan(input, lookup));
    const start = await this.startOf(checked, lookup);
    const document = this.problemsAs400(() => this.replayed(checked, start, lookup));
    const gameweeks = Object.keys(document.gameweekSquads).map(Number);
    const chips = Object.entries(document.gameweekSquads).flatMap(([gw, s]) => (s.chip ? [{ chip: s.chip, gameweek: Number(gw) }] : []));
    const ownerKey = input.replaces?.ownerKey ?? randomBytes(24).toString('base64url');
    const plan = {
      name: input.name,
      searchName: searchNameOf(input.name),
      teamId: input.teamId,
      origin: input.origin,
      createdAt: new Date(),
      transfersMade: document.transferHistory.length,
      firstGameweek: Math.min(...gameweeks),
      lastGameweek: Math.max(...gameweeks),
      document: { ...document, ...(input.firstGameweekFreeTransfers !== undefined ? { firstGameweekFreeTransfers: input.firstGameweekFreeTransfers } : {}) },
      ownerKeyHash: hashOf(ownerKey),
      chips,
    };
    if (input.replaces) return this.replace(input.replaces.id, input.replaces.ownerKey, plan);
    const row = await this.repository.insert(plan);
    return { id: row.id, name: row.name, teamId: row.teamId, createdAt: row.createdAt.toISOString(), ownerKey };
  }

  /** Saving over a plan: only with the owner key it was saved with, and for the same team. */
  private async replace(id: number, ownerKey: string, plan: NewPlan): Promise<SavePlanResult> {
    const row = await this.repository.findById(id);
    if (!row) throw new NotFoundException(`There is no saved plan with id ${id} to save over. Save it as a new plan instead.`);
    if (!row.ownerKeyHash || row.ownerKeyHash !== hashOf(ownerKey)) {
      throw new ForbiddenException('Only the owner key of that plan can save over it. Save it as a new plan instead.');
    }
    if (row.teamId !== plan.teamId) throw new BadRequestException(`Plan ${id} is a plan for team ${row.teamId}, not team ${plan.teamId}.`);
    if (!(await this.repository.replace(id, plan))) throw new NotFoundException(`There is no saved plan with id ${id} to save over.`);
    return { id, name: plan.name, teamId: plan.teamId, createdAt: row.createdAt.toISOString(), ownerKey, replaced: true };
  }

  /** A team's plan starts from its picks upstream; a plan from a draft from its own first gameweek. */
  private async startOf(plan: PlanWire, lookup: PlayerLookup): Promise<PlanStart> {
    const [first, squad] = Object.entries(plan.gameweekSquads)[0];
    if (plan.origin === 'team') return this.teamStart.before(plan.teamId, Number(first), plan.firstGameweekFreeTransfers, lookup);
    if (squad.bankAmount === undefined) {
      throw new BadRequestException(`Gameweek ${first}: the bank amount is missing (a plan saved this way starts from its first gameweek's squad and bank)`);
    }
    return startOfFirstGameweek({ gameweek: Number(first), players: squad.players, bankTenths: squad.bankAmount }, plan.transferHistory,
      plan.firstGameweekFreeTransfers ?? FREE_TRANSFERS_WITHOUT_HISTORY);
  }

  /** The plan replayed from its start; what is stored is what the replay computed. */
  private replayed(plan: PlanWire, start: PlanStart, lookup: PlayerLookup): PlanDocument {
    const gameweeks = Object.fromEntries(Object.entries(plan.gameweekSquads).map(([gw, s]) => [gw, { players: s.players, bankTenths: s.bankAmount, chip: s.chip }]));
    const name = (id: number) => {
      const player = lookup(id);
      return player ? nameOf(player) : `player ${id}`;
    };
    const replay = replayPlan({ start, gameweeks, transfers: plan.transferHistory }, marketPrices(lookup), name);
    if ('problem' in replay) throw new PlanProblem(replay.problem);
    const banks = new Map(replay.gameweeks.map((g) => [String(g.gameweek), g.bankTenths]));
    // checkPlan completed every gameweek's line-up and armbands; the bank is the replay's.
    const gameweekSquads = Object.fromEntries(
      Object.entries(plan.gameweekSquads).map(([gw, s]): [string, PlanSquad] => [gw, { ...s, bankAmount: banks.get(gw)! } as PlanSquad]),
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

  /** The plans found, newest first; the plan the owner key names comes first whatever the others (decision 101). */
  async search(query: SavedPlansQuery): Promise<SavedPlanSummary[]> {
    const foldedName = query.name === undefined ? undefined : foldForSearch(query.name);
    const owned = query.key === undefined ? null : await this.repository.findOwned(hashOf(query.key));
    const found = query.teamId === undefined && foldedName === undefined ? [] : await this.repository.search({ teamId: query.teamId, foldedName });
    const rest = found.filter((row) => row.id !== owned?.id).map((row) => summaryOf(row));
    return (owned ? [summaryOf(owned, true), ...rest] : rest).slice(0, SAVED_PLANS_LIMIT);
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
      // Before the origin was recorded every plan reopened on its team's picks, so that stays.
      origin: row.origin ?? 'team',
      createdAt: row.createdAt.toISOString(),
      gameweekSquads: squads,
      transferHistory: row.document.transferHistory,
      gameweekFormations: pick('formation'),
      gameweekPitchPlayers: pick('pitchPlayers'),
      gameweekBankAmounts: pick('bankAmount'),
      ...(row.document.firstGameweekFreeTransfers !== undefined ? { firstGameweekFreeTransfers: row.document.firstGameweekFreeTransfers } : {}),
    } as SavedPlan;
  }
}
