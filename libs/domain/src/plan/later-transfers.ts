import { chipMakesTransfersFree } from './chips';
import { freeTransfersByGameweek } from './free-transfers';
import { canGoBack, canGoForward, carryForward, openedSquad, planSquads, squadFor, type PlanState } from './plan';
import { allSlots, findPlayer, isSquadComplete } from './squad-slots';
import { bringIn, defaultSellPrice } from './transfers';
import type { GameweekSquad, PlayerLookup, TransferRecord } from './types';

const fifteen = (s: GameweekSquad) => allSlots(s).map((x) => x.playerId ?? -1).sort((a, b) => a - b).join(',');

/**
 * A later gameweek's transfers made again on top of a changed squad before it: each transfer is
 * kept while it still can be made (the player sold is still in the squad, the player bought is
 * not, the club limit and the bank allow it), at no more than the player's selling price now;
 * the others are dropped. The gameweek keeps its chip, armbands and (when the fifteen is the
 * same) its eleven and bench.
 */
export function keepLaterTransfers(before: GameweekSquad, later: GameweekSquad, freeTransfers: number, lookup: PlayerLookup) {
  let squad: GameweekSquad = { ...carryForward(before, later.gameweek), chip: later.chip ?? null };
  const free = chipMakesTransfersFree(later.chip) ? Number.POSITIVE_INFINITY : freeTransfers;
  const dropped: TransferRecord[] = [];
  for (const t of later.transfers) {
    const ref = findPlayer(squad, t.playerOut);
    const candidate = lookup(t.playerIn);
    if (!ref || !candidate || findPlayer(squad, t.playerIn)) {
      dropped.push(t);
      continue;
    }
    const sale = Math.min(t.playerOutPrice, defaultSellPrice(squad, t.playerOut, lookup));
    const outcome = bringIn(squad, ref, candidate, lookup, free, sale);
    if (outcome.kind === 'transferred') squad = outcome.squad;
    else dropped.push(t);
  }
  if (fifteen(squad) === fifteen(later)) {
    squad = { ...squad, starters: later.starters, bench: later.bench, formation: later.formation };
  }
  const has = (id: number | null) => id != null && findPlayer(squad, id) !== undefined;
  if (has(later.captainId)) squad = { ...squad, captainId: later.captainId };
  if (has(later.viceCaptainId) && later.viceCaptainId !== squad.captainId) squad = { ...squad, viceCaptainId: later.viceCaptainId };
  return { squad, dropped };
}

export interface Replanned {
  stored: Record<number, GameweekSquad>;
  /** The transfers that could no longer be made, by gameweek then in the order made. */
  dropped: TransferRecord[];
}

/**
 * Every stored gameweek after `changed` made again, in order, from the squad before it (the
 * changed gameweek's, carried over; a free hit's reverting), with the free transfers the new
 * plan gives each.
 */
export function replanAfter(
  plan: { base: GameweekSquad; firstGameweek: number; initialFreeTransfers: number },
  stored: Readonly<Record<number, GameweekSquad>>,
  changed: number,
  lookup: PlayerLookup,
): Replanned {
  const out: Record<number, GameweekSquad> = {};
  for (const [gw, squad] of Object.entries(stored)) if (Number(gw) <= changed) out[Number(gw)] = squad;
  const dropped: TransferRecord[] = [];
  const later = Object.keys(stored).map(Number).filter((g) => g > changed).sort((a, b) => a - b);
  for (const gw of later) {
    const free = freeTransfersByGameweek(plan.initialFreeTransfers, plan.firstGameweek, gw, (g) => out[g]?.transfers.length ?? 0,
      (g) => out[g]?.chip).get(gw) ?? plan.initialFreeTransfers;
    const result = keepLaterTransfers(squadFor(plan, out, gw), stored[gw], free, lookup);
    out[gw] = result.squad;
    dropped.push(...result.dropped);
  }
  return { stored: out, dropped };
}

/**
 * Every planned gameweek's squad with the later gameweeks made again on top of the one on screen
 * (replanAfter) once it has changed: what the plan would save now.
 */
export function squadsKeepingLater(plan: PlanState, lookup: PlayerLookup): Replanned {
  const gw = plan.current.gameweek;
  const stored = { ...plan.stored, [gw]: plan.current };
  if (!plan.changed || !isSquadComplete(plan.current)) return { stored: planSquads(plan), dropped: [] };
  return replanAfter(plan, stored, gw, lookup);
}

function move(plan: PlanState, lookup: PlayerLookup, step: 1 | -1): PlanState {
  if (!(step === 1 ? canGoForward(plan) : canGoBack(plan))) return plan;
  const { stored, dropped } = squadsKeepingLater(plan, lookup);
  const current = squadFor(plan, stored, plan.current.gameweek + step);
  // Undo puts the gameweek left back as it opened, with every later transfer, and moves on alike.
  const undo = dropped.length ? { ...plan, current: openedSquad(plan), changed: false, dropped: [], undo: undefined } : undefined;
  return { ...plan, stored, current, changed: false, dropped, undo: undo && move(undo, lookup, step) };
}

/**
 * Moving to the next or previous gameweek while keeping later transfers that are still valid
 * (issue 14): the plan says which were dropped (`dropped`) and how to get them back (`undo`).
 */
export const moveForward = (plan: PlanState, lookup: PlayerLookup): PlanState => move(plan, lookup, 1);
export const moveBack = (plan: PlanState, lookup: PlayerLookup): PlanState => move(plan, lookup, -1);
