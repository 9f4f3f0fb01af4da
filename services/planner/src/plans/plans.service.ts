import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Player, SavedPlan, SavedPlansQuery, SavedPlanSummary, SavePlanResult } from '@draftroom/contracts';
import { foldForSearch, isPositionId, type PlannerPlayer, type PlayerLookup } from '@draftroom/domain';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { planDocument, PlanProblem, type PlanInput } from './plan-document';
import type { PlanRow } from './plan.entity';
import { PlansRepository } from './plans.repository';

const plannerPlayer = (p: Player): PlannerPlayer | undefined =>
  isPositionId(p.position) ? { id: p.id, position: p.position, team: p.team, teamName: p.teamName, price: p.price } : undefined;

const summaryOf = (row: PlanRow): SavedPlanSummary => ({
  id: row.id, name: row.name, teamId: row.teamId, createdAt: row.createdAt.toISOString(),
  transfersMade: row.transfersMade, firstGameweek: row.firstGameweek, lastGameweek: row.lastGameweek,
});

/** Saving plans (validated against real players) and finding them again. */
@Injectable()
export class PlansService {
  constructor(private readonly repository: PlansRepository, private readonly catalogue: PlayerCatalogue) {}

  async save(input: PlanInput): Promise<SavePlanResult> {
    const players = await this.catalogue.players();
    const lookup: PlayerLookup = (id) => {
      const p = players.get(id);
      return p && plannerPlayer(p);
    };
    let document;
    try {
      document = planDocument(input, lookup);
    } catch (err) {
      if (err instanceof PlanProblem) throw new BadRequestException(err.message);
      throw err;
    }
    const gameweeks = Object.keys(document.gameweekSquads).map(Number);
    const row = await this.repository.insert({
      name: input.name,
      searchName: foldForSearch(input.name),
      teamId: input.teamId,
      createdAt: new Date(),
      transfersMade: document.transferHistory.length,
      firstGameweek: Math.min(...gameweeks),
      lastGameweek: Math.max(...gameweeks),
      document,
    });
    return { id: row.id, name: row.name, teamId: row.teamId, createdAt: row.createdAt.toISOString() };
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
