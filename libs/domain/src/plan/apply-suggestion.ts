import type { Chip } from './chips';
import { playChip } from './plan-choices';
import { carryForward, freeTransfersOf, goBack, goForward, planTransfers, updateCurrent, type PlanState } from './plan';
import { changeFormation, findPlayer, makeCaptain, makeViceCaptain } from './squad-slots';
import { bringIn, defaultSellPrice, sellToEmptySlot } from './transfers';
import type { GameweekSquad, PlayerLookup, SlotRef, TeamFormation } from './types';

/** One gameweek of a suggested plan (the solver's answer), as far as the planner applies it. */
export interface SuggestedGameweek {
  gameweek: number;
  /** Transfers in the order to make them; `sellingPrice` in tenths of £m. */
  transfers: ReadonlyArray<{ out: number; in: number; sellingPrice: number }>;
  formation: TeamFormation;
  starters: readonly number[];
  captain: number;
  viceCaptain: number;
  /**
   * The bench in the order the substitutes come on, spare goalkeeper first (absent: the order
   * the formation change leaves). The expected automatic substitutions follow it, so the planner
   * then projects what the solver counted.
   */
  bench?: readonly number[];
  /** The chip to play this gameweek (null or absent: none), through the planner's own chip rules. */
  chip?: Chip | null;
}

export type AppliedSuggestion = { plan: PlanState } | { problem: string };

/** Whether applying a suggestion would replace work: transfers or chips already planned. */
export const planHasChanges = (plan: PlanState): boolean =>
  planTransfers(plan).length > 0 || Object.values({ ...plan.stored, [plan.current.gameweek]: plan.current }).some((s) => !!s.chip);

/**
 * Replaces the plan's gameweeks with a suggested plan, through the same rules a manual change
 * uses: each gameweek's sales are made at the suggested selling prices, then each purchase is `bringIn` (so its free or paid flag and
 * the bank follow the plan's own free transfers), then the armbands and the formation, whose
 * eleven is the suggested one. The plan ends on its first gameweek, ready to review and save.
 * A suggestion the rules refuse changes nothing and says why. A player the suggestion bought is
 * sold for at most what the planner's rule gives: the solver may have paid a predicted rise for
 * him and sells him for that (decision 188), the planner paid today's price and sells for it.
 */
export function applySuggestion(plan: PlanState, gameweeks: readonly SuggestedGameweek[], lookup: PlayerLookup): AppliedSuggestion {
  if (gameweeks.length === 0) return { problem: 'The suggestion has no gameweeks to apply.' };
  if (gameweeks[0].gameweek !== plan.firstGameweek) {
    return { problem: `The suggestion starts at GW${gameweeks[0].gameweek} but this plan starts at GW${plan.firstGameweek}: suggest transfers again.` };
  }
  let state: PlanState = {
    ...plan, stored: {}, current: carryForward(plan.base, plan.firstGameweek), changed: false, dropped: undefined, undo: undefined,
  };
  const bought = new Set<number>();
  for (const [i, suggested] of gameweeks.entries()) {
    if (i > 0) state = goForward(state);
    if (state.current.gameweek !== suggested.gameweek) return { problem: `GW${suggested.gameweek} cannot follow GW${state.current.gameweek - 1} in this plan.` };
    // The chip first: a wildcard makes the gameweek's transfers free as they are made.
    if (suggested.chip) {
      const played = playChip(state, suggested.chip);
      if ('problem' in played) return { problem: `GW${suggested.gameweek}: ${played.problem}` };
      state = played;
    }
    const squad = applyGameweek(state, suggested, lookup, bought);
    if (typeof squad === 'string') return { problem: `GW${suggested.gameweek}: ${squad}` };
    state = updateCurrent(state, squad);
  }
  while (state.current.gameweek > plan.firstGameweek) state = goBack(state);
  return { plan: state };
}

function applyGameweek(state: PlanState, suggested: SuggestedGameweek, lookup: PlayerLookup, bought: Set<number>): GameweekSquad | string {
  let squad = state.current;
  const free = freeTransfersOf(state, squad.gameweek);
  // Sell first, then buy, as a manager does on the transfers screen: the plan only has to fit
  // once all of a gameweek's moves are made, not after each one (bank, three per club).
  const slots: Array<{ ref: SlotRef; playerIn: number }> = [];
  for (const t of suggested.transfers) {
    const ref = findPlayer(squad, t.out);
    if (!ref) return `player ${t.out} is not in the squad to transfer out.`;
    squad = sellToEmptySlot(squad, ref, bought.has(t.out) ? Math.min(t.sellingPrice, defaultSellPrice(squad, t.out, lookup)) : t.sellingPrice);
    slots.push({ ref, playerIn: t.in });
  }
  for (const { ref, playerIn } of slots) {
    const candidate = lookup(playerIn);
    if (!candidate) return `player ${playerIn} is not available to transfer in.`;
    const outcome = bringIn(squad, ref, candidate, lookup, free);
    if (outcome.kind === 'refused') return outcome.reason;
    squad = outcome.squad;
    bought.add(playerIn);
  }
  squad = makeViceCaptain(makeCaptain(squad, suggested.captain), suggested.viceCaptain);
  const starting = new Set(suggested.starters);
  squad = orderBench(changeFormation(squad, suggested.formation, (id) => (starting.has(id) ? 1 : 0)), suggested.bench);
  const eleven = squad.starters.map((s) => s.playerId);
  if (squad.formation !== suggested.formation || eleven.some((id) => id == null || !starting.has(id))) {
    return `the suggested eleven does not fit ${suggested.formation}.`;
  }
  return squad;
}

/** The bench in the suggested order; players the order does not list keep their place after those it does. */
function orderBench(squad: GameweekSquad, order: readonly number[] | undefined): GameweekSquad {
  if (!order) return squad;
  const rank = (id: number | null) => { const i = id == null ? -1 : order.indexOf(id); return i < 0 ? order.length : i; };
  const bench = [...squad.bench].sort((a, b) => (a.position === 1 ? -1 : b.position === 1 ? 1 : rank(a.playerId) - rank(b.playerId)));
  return { ...squad, bench };
}
