import { formatTenths } from '../money/format';
import { isFreeTransfer, TRANSFER_HIT } from './free-transfers';
import type { ReplayPrices } from './replay-prices';
import type { TransferRecord } from './types';

export interface GameweekBefore {
  gameweek: number;
  /** The squad before the gameweek's transfers. */
  squad: ReadonlySet<number>;
  moves: readonly TransferRecord[];
  freeTransfers: number;
  /** What the plan paid for the players it bought, by id; updated as players come and go. */
  paid: Map<number, number>;
}

export type GameweekReplay =
  | { squad: Set<number>; bankChange: number; transfers: TransferRecord[] }
  | { problem: string };

const points = (free: boolean) => (free ? 0 : TRANSFER_HIT);
const labelOf = (index: number, t: TransferRecord, nameOf: (id: number) => string) =>
  `transfer ${index + 1} (${nameOf(t.playerOut)} → ${nameOf(t.playerIn)})`;

/**
 * One gameweek's transfers against the squad before it. Taken together, as the deadline takes
 * them: every player sold was in the squad (once), every player bought was not (once), so a
 * swap made through two empty slots replays as it was made. Each price must be the market's
 * (bought at his price, sold for no more than his selling price) and each transfer free or -4
 * by its order within the free count. Answers the squad after, the money moved and the records
 * with their free flags as computed.
 */
export function replayTransfers(before: GameweekBefore, prices: ReplayPrices, nameOf: (id: number) => string): GameweekReplay {
  const { gameweek, squad, moves, freeTransfers, paid } = before;
  const sold = new Set<number>();
  const bought = new Set<number>();
  let bankChange = 0;
  for (const [i, t] of moves.entries()) {
    const label = labelOf(i, t, nameOf);
    if (!squad.has(t.playerOut) || sold.has(t.playerOut)) return { problem: `${label} sells a player who is not in the squad` };
    sold.add(t.playerOut);
    const buy = prices.buyPrice(t.playerIn, gameweek);
    const sell = prices.sellPrice(t.playerOut, gameweek, paid.get(t.playerOut));
    if (buy === undefined || sell === undefined) return { problem: `${label} names a player who is not a known player` };
    if (t.playerInPrice !== buy) return { problem: `${nameOf(t.playerIn)} costs ${formatTenths(buy)}, not ${formatTenths(t.playerInPrice)}` };
    if (t.playerOutPrice > sell) {
      return { problem: `${nameOf(t.playerOut)} sells for at most ${formatTenths(sell)}, not ${formatTenths(t.playerOutPrice)}` };
    }
    const free = isFreeTransfer(i + 1, freeTransfers);
    if (t.wasFreeTransfer !== free) {
      const count = Number.isFinite(freeTransfers) ? `${freeTransfers} free transfer${freeTransfers === 1 ? '' : 's'}` : 'a wildcard or free hit';
      return { problem: `${label} should cost ${points(free)} points, not ${points(t.wasFreeTransfer)} (${count})` };
    }
    bankChange += t.playerOutPrice - t.playerInPrice;
  }
  for (const [i, t] of moves.entries()) {
    if (bought.has(t.playerIn) || (squad.has(t.playerIn) && !sold.has(t.playerIn))) {
      return { problem: `${labelOf(i, t, nameOf)} buys a player who is already in the squad` };
    }
    bought.add(t.playerIn);
  }
  for (const t of moves) paid.delete(t.playerOut);
  for (const t of moves) paid.set(t.playerIn, t.playerInPrice);
  const after = new Set([...squad].filter((id) => !sold.has(id)));
  for (const id of bought) after.add(id);
  return { squad: after, bankChange, transfers: moves.map((t) => ({ ...t })) };
}
