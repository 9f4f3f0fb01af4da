import {
  elevenProblem,
  freeTransfersByGameweek,
  isFormation,
  lineupPoints,
  squadProblem,
  TEAM_FORMATIONS,
  transferCost,
} from '@draftroom/domain';
import { SolutionRefusedError } from './errors';
import { scored } from './plan/lineups';
import { ownedSquadProblem, plannerPlayer, squadCandidate } from './request/squad-checks';
import type { BestDraftResult, GameweekLineup, SolverPlayer, SuggestTransfersResult } from './types';

/**
 * Every solution is checked by the rules of `libs/domain` before anyone sees it; a refusal is a
 * defect of the solver and throws. This file is the only place the solver asks the domain for a
 * verdict, so a new domain rule (e.g. a `replayPlan` that recomputes bank, free transfers and
 * hits) is wired in here.
 */
const refuse = (message: string): never => {
  throw new SolutionRefusedError(`The rules refused the solver's plan: ${message}`);
};
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

function checkLineup(lineup: GameweekLineup, squad: readonly number[], byId: ReadonlyMap<number, SolverPlayer>, index: number): void {
  const at = `Gameweek ${lineup.gameweek}`;
  const lookup = (id: number) => (byId.has(id) ? plannerPlayer(byId.get(id)!) : undefined);
  if (!isFormation(lineup.formation, TEAM_FORMATIONS)) refuse(`${at}: ${lineup.formation} is not an allowed formation`);
  const eleven = elevenProblem(lineup.starters, squad, lineup.formation, lookup);
  if (eleven) refuse(`${at}: ${eleven}`);
  const all = new Set([...lineup.starters, ...lineup.bench]);
  if (all.size !== squad.length || squad.some((id) => !all.has(id))) refuse(`${at}: the eleven and the bench are not the squad`);
  if (lineup.captain === lineup.viceCaptain || ![lineup.captain, lineup.viceCaptain].every((id) => lineup.starters.includes(id))) {
    refuse(`${at}: captain and vice captain must be two different starters`);
  }
  const starters = lineup.starters.map((id) => scored(byId.get(id)!, index, lineup.gameweek));
  const captain = starters.find((p) => p.id === lineup.captain)!;
  if (!close(lineupPoints(starters, captain, lineup.gameweek), lineup.xpts)) refuse(`${at}: the eleven's xPts do not add up`);
}

export function recheckDraft(result: BestDraftResult, byId: ReadonlyMap<number, SolverPlayer>, budgetTenths: number): void {
  const players = result.squad.map((id) => byId.get(id) ?? refuse(`player ${id} is not in the pool`));
  const problem = squadProblem(players.map(squadCandidate), budgetTenths / 10);
  if (problem) refuse(problem.message);
  result.gameweeks.forEach((lineup, i) => checkLineup(lineup, result.squad, byId, i));
}

export interface PlanContext {
  byId: ReadonlyMap<number, SolverPlayer>;
  sellingPrices: ReadonlyMap<number, number>;
  bank: number;
  freeTransfers: number;
  firstGameweek: number;
  maxHits: number | null;
  maxTransfersPerGameweek: number | null;
  keep: ReadonlySet<number>;
  avoid: ReadonlySet<number>;
}

/** Replays the plan gameweek by gameweek: squads, money, free transfers and hits. */
export function recheckPlan(result: SuggestTransfersResult, context: PlanContext): void {
  const { byId } = context;
  const original = new Set(context.sellingPrices.keys());
  let squad = new Set(original);
  let bank = context.bank;
  const last = context.firstGameweek + result.gameweeks.length - 1;
  const free = freeTransfersByGameweek(context.freeTransfers, context.firstGameweek, last, (gw) => result.gameweeks[gw - context.firstGameweek].transfers.length);
  let hits = 0;
  result.gameweeks.forEach((plan, i) => {
    const at = `Gameweek ${plan.gameweek}`;
    for (const t of plan.transfers) {
      if (!squad.has(t.out) || squad.has(t.in)) refuse(`${at}: transfer ${t.out} -> ${t.in} does not fit the squad`);
      const sale = original.has(t.out) ? context.sellingPrices.get(t.out)! : byId.get(t.out)!.price;
      if (t.sellingPrice !== sale || t.price !== byId.get(t.in)?.price) refuse(`${at}: transfer ${t.out} -> ${t.in} has the wrong prices`);
      original.delete(t.out);
      squad.delete(t.out);
      squad.add(t.in);
      bank += t.sellingPrice - t.price;
    }
    const ids = [...squad];
    const problem = ownedSquadProblem(ids, byId);
    if (problem) refuse(`${at}: ${problem}`);
    if (plan.squad.length !== ids.length || plan.squad.some((id) => !squad.has(id))) refuse(`${at}: the squad does not follow from the transfers`);
    if (bank < 0 || bank !== plan.bank) refuse(`${at}: the bank is ${bank} tenths, the plan says ${plan.bank}`);
    if (plan.freeTransfers !== free.get(plan.gameweek)) refuse(`${at}: ${plan.freeTransfers} free transfers, the rules give ${free.get(plan.gameweek)}`);
    if (plan.hits !== transferCost(plan.transfers.length, plan.freeTransfers)) refuse(`${at}: the hits do not match the transfers`);
    if (context.maxTransfersPerGameweek != null && plan.transfers.length > context.maxTransfersPerGameweek) refuse(`${at}: too many transfers`);
    if ([...context.keep].some((id) => !squad.has(id)) || [...context.avoid].some((id) => squad.has(id))) refuse(`${at}: keep/avoid not respected`);
    hits += plan.hits / 4;
    checkLineup(plan, ids, byId, i);
  });
  if (context.maxHits != null && hits > context.maxHits) refuse(`${hits} hits, more than the ${context.maxHits} allowed`);
}
