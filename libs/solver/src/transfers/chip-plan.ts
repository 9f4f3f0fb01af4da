import { chipMakesTransfersFree, freeTransfersAfter, freeTransfersByGameweek, transferCost, TRANSFER_HIT } from '@draftroom/domain';
import { modelParts, type GameweekParts } from '../plan/lineups';
import type { SolverChip, SolverPlayer } from '../types';
import { chipSchedules, NO_CHIPS } from './chip-rules';
import { fieldedSquads, splitFreeHitPlan } from './free-hit-plan';
import { bankByGameweek } from './owned-sales';
import { transferCounts } from './plan-value';
import type { TransferSpec } from './transfer-model';

export interface ChipPlan {
  /** chips[t]: the chip played in planned gameweek t, or null. */
  chips: (SolverChip | null)[];
  /** The plan's value in the model's terms with those chips (bench weight, discount, hits). */
  value: number;
}

/** One gameweek's parts of a squad, remembered per gameweek and squad within one scoring. */
export type PartsOf = (squad: readonly number[], index: number) => GameweekParts;

export const partsOf = (byId: ReadonlyMap<number, SolverPlayer>): PartsOf =>
  (squad, index) => modelParts(squad.map((id) => byId.get(id)!), index, index + 1);

/** What a gameweek is worth with a chip, in the model's terms (before the hits and the discount). */
export function chipValue(parts: GameweekParts, chip: SolverChip | null, benchWeight: number): number {
  const base = parts.eleven + benchWeight * parts.bench;
  if (chip === 'bboost') return base + (1 - benchWeight) * parts.boost;
  if (chip === '3xc') return base + parts.third;
  return base;
}

/**
 * The best chips for given squads, by trying every schedule the rules allow (each chip once per
 * half-season, one a gameweek, forced ones in place): free transfers and hits by the domain's
 * rules with each schedule (a wildcard's transfers are free and its gameweek keeps the count),
 * and the request's limits on hits and transfers a gameweek. A plan's value is this best: the
 * model's own chips are one of the schedules tried, so it never counts less than the model.
 * A plan with a free hit's squad (`free-hit-plan.ts`) plays the free hit exactly there, where
 * its owned squad makes no transfer; that squad is fielded instead of the owned one.
 */
export function bestChipPlan(plan: readonly (readonly number[])[], byId: ReadonlyMap<number, SolverPlayer>, spec: TransferSpec, parts: PartsOf = partsOf(byId)): ChipPlan | undefined {
  const split = splitFreeHitPlan(plan, spec);
  const squads = split.owned;
  const counts = transferCounts(squads, spec.owned.keys());
  if (counts.some((n, t) => split.freeHit[t] && n > 0)) return undefined;
  const gameweekParts = fieldedSquads(split).map((ids, t) => parts(ids, t));
  const lastWeight = spec.discount ** (squads.length - 1);
  const bankWorth = (spec.bankValue ?? 0) * lastWeight * bankLeft(squads, byId, spec);
  let best: ChipPlan | undefined;
  for (const chips of chipSchedules(spec.chips ?? NO_CHIPS(spec.horizon))) {
    if (chips.some((chip, t) => (chip === 'freehit') !== !!split.freeHit[t])) continue;
    const limit = spec.maxTransfersPerGameweek;
    if (limit != null && counts.some((n, t) => n > limit && chips[t] !== 'wildcard')) continue;
    const free = freeTransfersByGameweek(spec.freeTransfers, 1, squads.length, (gw) => counts[gw - 1], (gw) => chips[gw - 1]);
    const hits = counts.map((n, t) => (chipMakesTransfersFree(chips[t]) ? 0 : transferCost(n, free.get(t + 1)!)));
    if (spec.maxHits != null && hits.reduce((n, h) => n + h, 0) / TRANSFER_HIT > spec.maxHits) continue;
    const last = squads.length - 1;
    const carried = freeTransfersAfter(free.get(last + 1)!, counts[last], chips[last]) - 1;
    const endWorth = bankWorth + (spec.freeTransferValue ?? 0) * lastWeight * carried + lastWeight * keptChipsWorth(chips, spec);
    const value = endWorth + gameweekParts.reduce((total, p, t) => total + spec.discount ** t * (chipValue(p, chips[t], spec.benchWeight) - hits[t]), 0);
    if (!best || value > best.value + 1e-9) best = { chips, value };
  }
  return best;
}

/** What the chips a schedule does not play in their half are worth kept past the plan (decision 186). */
function keptChipsWorth(chips: readonly (SolverChip | null)[], spec: TransferSpec): number {
  const half = spec.chips?.half ?? [];
  return (spec.chips?.kept ?? []).reduce((n, k) => (chips.some((chip, t) => chip === k.chip && half[t] === k.half) ? n : n + k.worth), 0);
}

/** The bank after the last planned gameweek, tenths, as the model's budget row counts it. */
export function bankLeft(squads: readonly (readonly number[])[], byId: ReadonlyMap<number, SolverPlayer>, spec: Pick<TransferSpec, 'bank' | 'owned' | 'sellingByWeek' | 'buyingByWeek'>): number {
  return bankByGameweek(squads, byId, spec).at(-1)!;
}
