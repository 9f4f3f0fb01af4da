import {
  chipMakesTransfersFree, elevenProblem, isFormation, replayPlan, sellingPrice, squadProblem, TEAM_FORMATIONS,
  type Chip, type ChipPlay, type Replay, type ReplayPrices, type TransferRecord,
} from '@draftroom/domain';
import { SolutionRefusedError } from './errors';
import { plannerProjection, scored } from './plan/lineups';
import { ownedSquadProblem, plannerPlayer, squadCandidate } from './request/squad-checks';
import type { ChipSpec } from './transfers/chip-rules';
import type { BestDraftResult, GameweekLineup, SolverPlayer, SuggestTransfersResult } from './types';

/**
 * Every solution is checked by the rules of `libs/domain` before anyone sees it; a refusal is a
 * defect of the solver and throws. This file is the only place the solver asks the domain for a
 * verdict; a plan's bank, free transfers and hits are the domain's `replayPlan`.
 */
const refuse = (message: string): never => {
  throw new SolutionRefusedError(`The rules refused the solver's plan: ${message}`);
};
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

function checkLineup(lineup: GameweekLineup, squad: readonly number[], byId: ReadonlyMap<number, SolverPlayer>, index: number, chip: Chip | null = null): void {
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
  if (starters.some((p) => p.id === lineup.captain && p.player.xpts[index] <= 0) && starters.some((p) => p.player.xpts[index] > 0)) {
    refuse(`${at}: the captain has no xPts to count (no fixture, or no chance of playing) while another starter has`);
  }
  if (!close(plannerProjection(lineup, byId, index, chip), lineup.xpts)) refuse(`${at}: the eleven's xPts do not add up`);
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
  /** The starting fifteen's selling price in each planned gameweek, where the request gave one (decision 206). */
  sellingByWeek?: ReadonlyMap<number, readonly number[]>;
  /** A player's buying price in each planned gameweek, where the request predicted a rise (decision 188). */
  buyingByWeek?: ReadonlyMap<number, readonly number[]>;
  bank: number;
  freeTransfers: number;
  firstGameweek: number;
  maxHits: number | null;
  maxTransfersPerGameweek: number | null;
  keep: ReadonlySet<number>;
  avoid: ReadonlySet<number>;
  /** Chips the team played before the plan (once per half-season). */
  chipsPlayed?: readonly ChipPlay[];
  /** The chips the request allowed: a plan playing any other is refused. */
  chips?: ChipSpec;
}

/**
 * The prices the plan is held to: buying at today's price, or at the predicted price of the
 * gameweek where the request gave one (decision 188); the starting fifteen selling at the
 * selling prices the request gave (the domain's rule over the team's transfer history, decision
 * 112; per gameweek when it gave them so, decision 206), a player bought during the plan by the
 * same rule over what the plan paid, never above that: the plan's copy sells for what it cost,
 * as the planner, which buys at today's price, nets the same.
 */
function planPrices(context: PlanContext): ReplayPrices {
  const priceOf = (id: number, gameweek: number) => {
    const player = context.byId.get(id);
    return player && (context.buyingByWeek?.get(id)?.[gameweek - context.firstGameweek] ?? player.price);
  };
  return {
    buyPrice: (id, gameweek) => priceOf(id, gameweek),
    sellPrice: (id, gameweek, paid) => {
      if (paid === undefined) return context.sellingByWeek?.get(id)?.[gameweek - context.firstGameweek] ?? context.sellingPrices.get(id);
      const now = priceOf(id, gameweek);
      return now === undefined ? undefined : Math.min(paid, sellingPrice(now, paid));
    },
  };
}

/**
 * Replays the plan with the domain's `replayPlan` (the rule saved plans are held to): squads
 * follow from the transfers, the bank from real selling prices, free transfers and hits from the
 * 2025/26 rules; then the squad rules, the request's limits and each gameweek's eleven.
 */
export function recheckPlan(result: SuggestTransfersResult, context: PlanContext): void {
  const { byId } = context;
  const prices = planPrices(context);
  const transfers: TransferRecord[] = result.gameweeks.flatMap((plan) => plan.transfers.map((t, i) => ({
    gameweek: plan.gameweek, playerOut: t.out, playerIn: t.in, wasFreeTransfer: chipMakesTransfersFree(plan.chip) || i < plan.freeTransfers,
    playerOutPrice: t.sellingPrice, playerInPrice: t.price,
  })));
  const replay = replayPlan({
    start: {
      source: 'the squad the plan starts from', players: [...context.sellingPrices.keys()], bankTenths: context.bank,
      freeTransfers: context.freeTransfers, chipsPlayed: context.chipsPlayed,
    },
    gameweeks: Object.fromEntries(result.gameweeks.map((plan) => [plan.gameweek, { players: plan.squad, bankTenths: plan.bank, chip: plan.chip }])),
    transfers,
  }, prices);
  if ('problem' in replay) refuse(replay.problem);
  // The replay allows selling below the selling price (a manager may); the solver must not.
  let paid = new Map<number, number>();
  for (const plan of result.gameweeks) {
    // A free hit's purchases last its gameweek (decision 208): what was paid before comes back.
    const before = new Map(paid);
    for (const t of transfers.filter((x) => x.gameweek === plan.gameweek)) {
      if (t.playerOutPrice !== prices.sellPrice(t.playerOut, t.gameweek, paid.get(t.playerOut))) {
        refuse(`Gameweek ${t.gameweek}: transfer ${t.playerOut} -> ${t.playerIn} sells below the selling price`);
      }
      paid.delete(t.playerOut);
      paid.set(t.playerIn, t.playerInPrice);
    }
    if (plan.chip === 'freehit') paid = before;
  }
  const replayed = new Map((replay as Extract<Replay, { gameweeks: unknown }>).gameweeks.map((gw) => [gw.gameweek, gw]));
  let hits = 0;
  result.gameweeks.forEach((plan, i) => {
    const at = `Gameweek ${plan.gameweek}`;
    const rules = replayed.get(plan.gameweek);
    if (!rules || rules.gameweek !== context.firstGameweek + i) refuse(`${at}: the plan skips a gameweek`);
    if (plan.freeTransfers !== rules!.freeTransfers) refuse(`${at}: ${plan.freeTransfers} free transfers, the rules give ${rules!.freeTransfers}`);
    if (plan.hits !== rules!.hits) refuse(`${at}: the hits do not match the transfers`);
    // The club rule stops this gameweek's purchases (decision 228): any of them needs every club at three; a free hit's are its own.
    const problem = ownedSquadProblem(plan.squad, byId, plan.transfers.map((t) => t.in));
    if (problem) refuse(`${at}: ${problem}`);
    const limit = context.maxTransfersPerGameweek;
    if (limit != null && !chipMakesTransfersFree(plan.chip) && plan.transfers.length > limit) refuse(`${at}: too many transfers`);
    if ([...context.keep].some((id) => !plan.squad.includes(id)) || [...context.avoid].some((id) => plan.squad.includes(id))) refuse(`${at}: keep/avoid not respected`);
    if (plan.chip && !context.chips?.allowed[i].includes(plan.chip)) refuse(`${at}: the request does not allow this chip here`);
    if (context.chips?.forced[i] && plan.chip !== context.chips.forced[i]) refuse(`${at}: the chip the request forces is not played`);
    hits += plan.hits / 4;
    checkLineup(plan, plan.squad, byId, i, plan.chip);
  });
  if (context.maxHits != null && hits > context.maxHits) refuse(`${hits} hits, more than the ${context.maxHits} allowed`);
}
