import { chipMakesTransfersFree, type Chip } from './chips';
/** Free transfers can bank up to five; a gameweek always offers at least one (spec 9). */
export const MAX_FREE_TRANSFERS = 5;
export const MIN_FREE_TRANSFERS = 1;
/** Points deducted for each transfer beyond the free ones. */
export const TRANSFER_HIT = 4;

/** The parts of a finished gameweek's picks (entry_history, active_chip) the count depends on. */
export interface GameweekHistory {
  gameweek: number;
  activeChip: string | null;
  /** entry_history.event_transfers */
  transfers: number;
  /** entry_history.event_transfers_cost (points) */
  transfersCost: number;
}

/** What a gameweek's picks (spec 3: entry_history, active_chip) tell about it. */
export interface PicksLike {
  active_chip: string | null;
  entry_history: { event: number; event_transfers: number; event_transfers_cost: number };
}

/** A finished gameweek's picks as free-transfer history (the screen and the planner service read them alike). */
export const gameweekHistoryOf = (picks: PicksLike): GameweekHistory => ({
  gameweek: picks.entry_history.event,
  activeChip: picks.active_chip,
  transfers: picks.entry_history.event_transfers,
  transfersCost: picks.entry_history.event_transfers_cost,
});

/** A plan without a team history (one from a draft) starts with one free transfer. */
export const FREE_TRANSFERS_WITHOUT_HISTORY = 1;

const SKIPPED_CHIPS = new Set(['wildcard', 'freehit']);
const BONUS_CHIPS = new Set(['3xc', 'bboost']);

/**
 * Free transfers available in the first planning gameweek, derived from the history up to the
 * season clock exactly as spec 4 states it, one gameweek at a time from a count of 1:
 * a wildcard or free hit gameweek is skipped; a triple captain or bench boost gameweek adds one;
 * a gameweek with a paid transfer resets the count to 1; any other gameweek subtracts the
 * transfers used and, if it is before the clock's gameweek, adds the next gameweek's one.
 * The count stays within 1..5. Gameweeks missing from the history (the team did not exist yet)
 * are treated like ordinary gameweeks without transfers.
 */
export function initialFreeTransfers(history: readonly GameweekHistory[], currentGameweek: number): number {
  const byGameweek = new Map(history.map((h) => [h.gameweek, h]));
  let count = 1;
  for (let gw = 1; gw <= currentGameweek; gw += 1) {
    const h = byGameweek.get(gw) ?? { gameweek: gw, activeChip: null, transfers: 0, transfersCost: 0 };
    if (h.activeChip && SKIPPED_CHIPS.has(h.activeChip)) continue;
    if (h.activeChip && BONUS_CHIPS.has(h.activeChip)) {
      count = Math.min(MAX_FREE_TRANSFERS, count + 1);
    } else if (h.transfersCost > 0) {
      count = 1;
    } else {
      count -= h.transfers;
      if (gw < currentGameweek) count = Math.min(MAX_FREE_TRANSFERS, count + 1);
    }
  }
  return Math.max(MIN_FREE_TRANSFERS, count);
}

/**
 * The rollover from one planned gameweek to the next (spec 4): none left gives 1; one to four
 * left carry over with one more; five or more left stay at 5. A wildcard or free hit gameweek is
 * skipped, as spec 4 counts the history: the next gameweek has the same count.
 */
export function freeTransfersAfter(available: number, used: number, chip?: Chip | null): number {
  if (chipMakesTransfersFree(chip)) return available;
  const left = available - used;
  if (left <= 0) return MIN_FREE_TRANSFERS;
  if (left <= MAX_FREE_TRANSFERS - 1) return left + 1;
  return MAX_FREE_TRANSFERS;
}

/**
 * Free transfers of every gameweek from `from` to `to`, given the first one's count and how
 * many transfers each gameweek uses.
 */
export function freeTransfersByGameweek(
  initial: number,
  from: number,
  to: number,
  transfersUsed: (gameweek: number) => number,
  chipOf: (gameweek: number) => Chip | null | undefined = () => null,
): Map<number, number> {
  const out = new Map<number, number>();
  let available = initial;
  for (let gw = from; gw <= to; gw += 1) {
    out.set(gw, available);
    available = freeTransfersAfter(available, transfersUsed(gw), chipOf(gw));
  }
  return out;
}

/** A transfer is free when its ordinal within the gameweek (1-based) is within the free count. */
export const isFreeTransfer = (ordinal: number, freeTransfers: number): boolean => ordinal <= freeTransfers;

/** Points the hits of a gameweek cost: 4 for each transfer beyond the free ones. */
export const transferCost = (transfersMade: number, freeTransfers: number): number =>
  Math.max(0, transfersMade - freeTransfers) * TRANSFER_HIT;
