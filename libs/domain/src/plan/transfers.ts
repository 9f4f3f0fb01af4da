import { POSITIONS } from '../position/positions';
import { sellingPrice } from '../money/selling-price';
import { toTenths } from '../money/tenths';
import { squadBreach, type SquadBreach, type SquadMember } from '../squad/squad-rules';
import { chipMakesTransfersFree } from './chips';
import { isFreeTransfer } from './free-transfers';
import { allSlots, slotAt, withSlot } from './squad-slots';
import type { GameweekSquad, PlannerPlayer, PlayerLookup, SlotRef, TransferRecord } from './types';

/** Refusal texts of the Team Manager picker (spec 5), shown in a 'Cannot select player' toast. */
export const PICK_REFUSALS = {
  noTarget: 'No player selected to replace',
  alreadyInSquad: 'Player already in squad',
  position: (positionName: string) => `Must select a ${positionName}`,
  club: (teamName: string) => `Maximum players from ${teamName} selected`,
  budget: 'Exceeds available budget',
} as const;

/** The picker's words for a breach of the squad rule (the builder has its own, builderRefusal). */
function pickerRefusal(breach: SquadBreach): string {
  switch (breach.rule) {
    case 'duplicate': return PICK_REFUSALS.alreadyInSquad;
    case 'full': return 'Squad is full';
    case 'unknown-position': return 'Unknown position';
    case 'position': return PICK_REFUSALS.position(POSITIONS[breach.position].name);
    case 'club': return PICK_REFUSALS.club(breach.teamName);
    case 'budget': return PICK_REFUSALS.budget;
  }
}

/** The record of this gameweek that brought `playerId` in, if he arrived this gameweek. */
const arrivalOf = (squad: GameweekSquad, playerId: number | null | undefined): TransferRecord | undefined =>
  playerId == null ? undefined : squad.transfers.find((t) => t.playerIn === playerId);

/**
 * What selling a player brings by default: the selling price (money/selling-price.ts) given what
 * was paid for him: this gameweek's purchase (so selling him again undoes it exactly), else the
 * purchase price the squad knows (transfer history or an earlier planned gameweek). It is also the most the Set Sell Price dialog allows.
 */
export function defaultSellPrice(squad: GameweekSquad, playerId: number, lookup: PlayerLookup): number {
  return sellingPrice(toTenths(lookup(playerId)?.price ?? 0), paidFor(squad, playerId));
}

/** What was paid for a player of the squad, in tenths, when known ("bought at"). */
export const paidFor = (squad: GameweekSquad, playerId: number): number | undefined =>
  arrivalOf(squad, playerId)?.playerInPrice ?? squad.purchasePrices?.[playerId];

/** Who leaves the slot and what the sale brings (0 when the slot was already sold empty). */
function departure(squad: GameweekSquad, ref: SlotRef, sellPriceTenths: number | undefined, lookup: PlayerLookup) {
  const slot = slotAt(squad, ref);
  if (!slot) return undefined;
  if (slot.playerId != null) {
    return { slot, outId: slot.playerId, credit: sellPriceTenths ?? defaultSellPrice(squad, slot.playerId, lookup), saleTenths: undefined };
  }
  return { slot, outId: slot.sold?.playerId ?? null, credit: 0, saleTenths: slot.sold?.priceTenths };
}

/**
 * What bringing `candidate` into the slot costs: the price he left at when he is coming back
 * (reversing a transfer or restoring the original restores the bank exactly), else his price.
 */
function purchasePrice(squad: GameweekSquad, outId: number | null, saleTenths: number | undefined, candidate: PlannerPlayer): number {
  if (outId === candidate.id && saleTenths != null) return saleTenths;
  const arrival = arrivalOf(squad, outId);
  if (arrival && arrival.playerOut === candidate.id) return arrival.playerOutPrice;
  return toTenths(candidate.price);
}

/**
 * Why the candidate cannot go into the slot, in the spec's words, or undefined when he can: the
 * squad rule (squadBreach) applied to the players who stay, within the slot's position, with the
 * bank plus the sale as the money there is. Bringing back the player who just left is never
 * refused (it is 'No change needed').
 */
export function pickRefusal(
  squad: GameweekSquad,
  target: SlotRef | undefined,
  candidate: PlannerPlayer,
  lookup: PlayerLookup,
  sellPriceTenths?: number,
): string | undefined {
  const gone = target && departure(squad, target, sellPriceTenths, lookup);
  if (!target || !gone) return PICK_REFUSALS.noTarget;
  if (candidate.id === gone.outId) return undefined;
  const staying = allSlots(squad).flatMap((s): SquadMember[] => {
    const player = s.playerId == null || s.playerId === gone.outId ? undefined : lookup(s.playerId);
    return player ? [player] : [];
  });
  const breach = squadBreach(staying, candidate, {
    slotPosition: gone.slot.position,
    costTenths: purchasePrice(squad, gone.outId, gone.saleTenths, candidate),
    availableTenths: squad.bankTenths + gone.credit,
  });
  return breach ? pickerRefusal(breach) : undefined;
}

/** Marks each transfer of the gameweek free or -4 by its ordinal (spec 4). */
export function withFreeFlags(transfers: readonly TransferRecord[], freeTransfers: number): TransferRecord[] {
  return transfers.map((t, i) => ({ ...t, wasFreeTransfer: isFreeTransfer(i + 1, freeTransfers) }));
}

/**
 * Transfer out to an empty slot (spec 4: removing a player empties the slot and adds the sell
 * price to the bank). The transfer is recorded when the slot is filled.
 */
export function sellToEmptySlot(squad: GameweekSquad, ref: SlotRef, sellPriceTenths: number): GameweekSquad {
  const slot = slotAt(squad, ref);
  if (!slot || slot.playerId == null) return squad;
  const emptied = withSlot(squad, ref, { position: slot.position, playerId: null, sold: { playerId: slot.playerId, priceTenths: sellPriceTenths } });
  return { ...emptied, bankTenths: squad.bankTenths + sellPriceTenths };
}

export type PickOutcome =
  | { kind: 'refused'; reason: string }
  /** The same player, or the original brought back into his emptied slot: nothing recorded. */
  | { kind: 'unchanged'; squad: GameweekSquad }
  /** The player who left this gameweek came back: his transfer record is deleted. */
  | { kind: 'reversed'; squad: GameweekSquad; reversed: TransferRecord }
  /** A new record, or the record of the player who arrived this gameweek rewritten. */
  | { kind: 'transferred'; squad: GameweekSquad; record: TransferRecord; playerOut: number; rewritten: boolean }
  /** An empty slot with no sale behind it was filled (a squad that started short). */
  | { kind: 'added'; squad: GameweekSquad };

/**
 * Puts `candidate` into the slot: replacing its player (the bank gains the sell price and pays
 * the new price) or filling it after a sale (the bank pays the new price). Keeps one record per
 * slot and gameweek: reversing deletes it, changing the incoming player rewrites it. The
 * armband passes to the player coming in.
 */
export function bringIn(
  squad: GameweekSquad,
  target: SlotRef | undefined,
  candidate: PlannerPlayer,
  lookup: PlayerLookup,
  freeTransfers: number,
  sellPriceTenths?: number,
): PickOutcome {
  const refusal = pickRefusal(squad, target, candidate, lookup, sellPriceTenths);
  if (refusal) return { kind: 'refused', reason: refusal };
  if (chipMakesTransfersFree(squad.chip)) freeTransfers = Number.POSITIVE_INFINITY; // eslint-disable-line no-param-reassign
  const gone = departure(squad, target!, sellPriceTenths, lookup)!;
  if (gone.slot.playerId === candidate.id) return { kind: 'unchanged', squad };

  const price = purchasePrice(squad, gone.outId, gone.saleTenths, candidate);
  let next = withSlot(squad, target!, { position: gone.slot.position, playerId: candidate.id });
  next = { ...next, bankTenths: squad.bankTenths + gone.credit - price };
  if (gone.outId != null && next.captainId === gone.outId) next = { ...next, captainId: candidate.id };
  if (gone.outId != null && next.viceCaptainId === gone.outId) next = { ...next, viceCaptainId: candidate.id };
  if (gone.outId == null) return { kind: 'added', squad: next };
  if (gone.outId === candidate.id) return { kind: 'unchanged', squad: next };

  const arrival = arrivalOf(squad, gone.outId);
  if (arrival && arrival.playerOut === candidate.id) {
    const transfers = withFreeFlags(squad.transfers.filter((t) => t !== arrival), freeTransfers);
    return { kind: 'reversed', squad: { ...next, transfers }, reversed: arrival };
  }

  const record: TransferRecord = arrival
    ? { ...arrival, playerIn: candidate.id, playerInPrice: price }
    : {
        gameweek: squad.gameweek, playerOut: gone.outId, playerIn: candidate.id, wasFreeTransfer: true,
        playerOutPrice: gone.saleTenths ?? gone.credit, playerInPrice: price,
      };
  const list = arrival ? squad.transfers.map((t) => (t === arrival ? record : t)) : [...squad.transfers, record];
  const transfers = withFreeFlags(list, freeTransfers);
  return { kind: 'transferred', squad: { ...next, transfers }, record: transfers[list.indexOf(record)], playerOut: arrival?.playerOut ?? gone.outId, rewritten: !!arrival };
}
