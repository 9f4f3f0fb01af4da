import { LAST_GAMEWEEK } from '../season/season-clock';
import { chipMakesTransfersFree, type ChipPlay } from './chips';
import { freeTransfersByGameweek, TRANSFER_HIT } from './free-transfers';
import { allSlots, isSquadComplete } from './squad-slots';
import type { GameweekSquad, TransferRecord } from './types';

/**
 * A plan over the season: the squad it starts from, the squads stored for the gameweeks already
 * planned, and the gameweek on screen. Every change goes through these functions so the
 * rules of spec 4 (what moving on saves, what it discards) live in one place.
 */
export interface PlanState {
  /** First gameweek that can be planned (the season clock's planningFrom). */
  firstGameweek: number;
  /** Free transfers of the first planning gameweek (initialFreeTransfers). */
  initialFreeTransfers: number;
  /** The squad the plan starts from: the latest picks, or a saved draft. */
  base: GameweekSquad;
  /** Squads stored by moving between gameweeks. */
  stored: Readonly<Record<number, GameweekSquad>>;
  /** The gameweek being planned on screen. */
  current: GameweekSquad;
  /**
   * The squad itself (its fifteen, bank or transfers) differs from what the gameweek on screen
   * opened with. Captaincy, formation and bench order are choices of one gameweek and leave it
   * false: later gameweeks still follow from the same fifteen (decision 056).
   */
  changed: boolean;
  /** Later transfers the last move dropped because they could no longer be made (later-transfers.ts). */
  dropped?: TransferRecord[];
  /** The plan as it would be had the change that dropped them been undone. */
  undo?: PlanState;
  /** Chips the team already played before the plan (from its history). */
  chipsPlayed?: ChipPlay[];
  /** The free transfers the history gives the first gameweek, when the manager corrected the count. */
  derivedFreeTransfers?: number;
}

/**
 * The next gameweek's squad before any change: same players, no transfers and no chip yet; what
 * was paid for this gameweek's arrivals is remembered for their selling price.
 */
export function carryForward(squad: GameweekSquad, gameweek: number): GameweekSquad {
  const clean = (slots: GameweekSquad['starters']) => slots.map(({ position, playerId }) => ({ position, playerId }));
  const purchasePrices: Record<number, number> = { ...squad.purchasePrices };
  for (const t of squad.transfers) {
    delete purchasePrices[t.playerOut];
    purchasePrices[t.playerIn] = t.playerInPrice;
  }
  return { ...squad, gameweek, starters: clean(squad.starters), bench: clean(squad.bench), transfers: [], chip: null, purchasePrices };
}

export function createPlan(base: GameweekSquad, firstGameweek: number, initialFreeTransfers: number): PlanState {
  return { firstGameweek, initialFreeTransfers, base, stored: {}, current: carryForward(base, firstGameweek), changed: false };
}

/**
 * Every planned gameweek's squad, the one on screen included. Once the gameweek on screen has
 * changed, the squads stored after it no longer follow from it: they are left out (and dropped
 * for good on the next move, spec 4).
 */
export function planSquads(plan: PlanState): Record<number, GameweekSquad> {
  const gw = plan.current.gameweek;
  const kept = Object.entries(plan.stored).filter(([g]) => !plan.changed || Number(g) < gw);
  return { ...Object.fromEntries(kept), [gw]: plan.current };
}

const transfersIn = (plan: PlanState, gameweek: number): TransferRecord[] => planSquads(plan)[gameweek]?.transfers ?? [];

/** Free transfers available in a gameweek of the plan (spec 4 rollover from the initial count). */
export function freeTransfersOf(plan: PlanState, gameweek: number): number {
  if (gameweek <= plan.firstGameweek) return plan.initialFreeTransfers;
  const counts = freeTransfersByGameweek(plan.initialFreeTransfers, plan.firstGameweek, gameweek, (gw) => transfersIn(plan, gw).length,
    (gw) => planSquads(plan)[gw]?.chip);
  return counts.get(gameweek) ?? plan.initialFreeTransfers;
}

/** Points the gameweek's paid transfers cost (the Transfer Cost card shows it negative); none under a wildcard or free hit. */
export const hitsOf = (squad: GameweekSquad): number =>
  chipMakesTransfersFree(squad.chip) ? 0 : squad.transfers.filter((t) => !t.wasFreeTransfer).length * TRANSFER_HIT;

/** All transfers of the plan, by gameweek then in the order they were made. */
export function planTransfers(plan: PlanState): TransferRecord[] {
  const squads = planSquads(plan);
  return Object.keys(squads).map(Number).sort((a, b) => a - b).flatMap((gw) => squads[gw].transfers);
}

/**
 * Whether two squads of a gameweek differ as a squad: other players, another bank or other
 * transfers. Who wears the armband, the formation and who sits on the bench do not count.
 */
export function squadDiffers(a: GameweekSquad, b: GameweekSquad): boolean {
  const fifteen = (s: GameweekSquad) => allSlots(s).map((slot) => slot.playerId ?? -1).sort((x, y) => x - y).join(',');
  const moves = (s: GameweekSquad) => s.transfers.map((t) => `${t.playerOut}>${t.playerIn}@${t.playerOutPrice}/${t.playerInPrice}`).join(',');
  // A chip counts too: it changes the free transfers of the gameweeks after it.
  return a.bankTenths !== b.bankTenths || fifteen(a) !== fifteen(b) || moves(a) !== moves(b) || (a.chip ?? null) !== (b.chip ?? null);
}

/** The squad the gameweek on screen opened with (its stored squad, or the one carried into it). */
export const openedSquad = (plan: PlanState): GameweekSquad => squadFor(plan, plan.stored, plan.current.gameweek);

/**
 * Replaces the squad on screen after a change (transfer, captaincy, formation, substitution).
 * Only a change to the squad itself marks the gameweek changed (and so drops later squads);
 * undoing it (a reversed transfer) clears the mark again.
 */
export const updateCurrent = (plan: PlanState, squad: GameweekSquad): PlanState =>
  ({ ...plan, current: squad, changed: squadDiffers(openedSquad(plan), squad) });

/** Spec 5: navigation only with 15 players; not before the first planning gameweek nor after 38. */
export const canGoBack = (plan: PlanState): boolean => isSquadComplete(plan.current) && plan.current.gameweek > plan.firstGameweek;
export const canGoForward = (plan: PlanState): boolean => isSquadComplete(plan.current) && plan.current.gameweek < LAST_GAMEWEEK;

/** Stores the gameweek on screen; a changed gameweek invalidates the squads planned after it. */
const storeCurrent = (plan: PlanState): Record<number, GameweekSquad> => planSquads(plan);

/**
 * The stored squad of a gameweek, or one recomputed from the latest squad before it. A free hit's
 * squad lasts one gameweek: after it the squad (and bank) from before the free hit returns.
 */
export function squadFor(plan: Pick<PlanState, 'base'>, stored: Readonly<Record<number, GameweekSquad>>, gameweek: number): GameweekSquad {
  if (stored[gameweek]) return stored[gameweek];
  const earlier = Object.keys(stored).map(Number).filter((g) => g < gameweek).sort((a, b) => b - a)[0];
  if (earlier == null) return carryForward(plan.base, gameweek);
  if (stored[earlier].chip === 'freehit') {
    const { [earlier]: _freeHit, ...rest } = stored;
    return carryForward(squadFor(plan, rest, earlier), gameweek);
  }
  return carryForward(stored[earlier], gameweek);
}

/** Moving forward saves the gameweek (and discards later ones if it changed), then opens the next. */
export function goForward(plan: PlanState): PlanState {
  if (!canGoForward(plan)) return plan;
  const stored = storeCurrent(plan);
  return { ...plan, stored, current: squadFor(plan, stored, plan.current.gameweek + 1), changed: false };
}

/** Moving back keeps the work on screen and restores (or recomputes) the previous gameweek. */
export function goBack(plan: PlanState): PlanState {
  if (!canGoBack(plan)) return plan;
  const stored = storeCurrent(plan);
  return { ...plan, stored, current: squadFor(plan, stored, plan.current.gameweek - 1), changed: false };
}

/**
 * The plan in the per-gameweek records the save calls send (spec 7 save-fpl-plan): the fifteen
 * (eleven first) with captaincy, the formation, the eleven and the bank of every planned gameweek.
 */
export function planRecords(plan: PlanState, planned: Record<number, GameweekSquad> = planSquads(plan)) {
  const squads = Object.entries(planned);
  const each = <T>(value: (s: GameweekSquad) => T): Record<string, T> => Object.fromEntries(squads.map(([gw, s]) => [gw, value(s)]));
  const ids = (slots: GameweekSquad['starters']) => slots.flatMap((s) => (s.playerId == null ? [] : [s.playerId]));
  return {
    gameweekSquads: each((s) => ({
      players: ids([...s.starters, ...s.bench]), captain: s.captainId, viceCaptain: s.viceCaptainId, chip: s.chip ?? null,
    })),
    transferHistory: planTransfers(plan),
    gameweekFormations: each((s) => s.formation),
    gameweekPitchPlayers: each((s) => ids(s.starters)),
    gameweekBankAmounts: each((s) => s.bankTenths),
    // Recorded only when the manager corrected the count the history gives.
    ...(plan.derivedFreeTransfers !== undefined && plan.derivedFreeTransfers !== plan.initialFreeTransfers
      ? { firstGameweekFreeTransfers: plan.initialFreeTransfers } : {}),
  };
}
