import { formatTenths } from '../money/format';
import { chipMakesTransfersFree, chipsProblem, type Chip, type ChipPlay } from './chips';
import { freeTransfersAfter, TRANSFER_HIT } from './free-transfers';
import type { ReplayPrices } from './replay-prices';
import { replayTransfers } from './replay-transfers';
import type { TransferRecord } from './types';

/** What a plan starts from: the squad before its first gameweek, its bank and free transfers. */
export interface PlanStart {
  /** Where that squad comes from, for messages: "the team's gameweek 4 picks". */
  source: string;
  players: readonly number[];
  bankTenths: number;
  /** Free transfers of the plan's first gameweek (initialFreeTransfers, or 1 without history). */
  freeTransfers: number;
  /** What the team paid for the players of the starting squad (its transfer history), by id. */
  purchasePrices?: Readonly<Record<number, number>>;
  /** Chips the team played before the plan. */
  chipsPlayed?: readonly ChipPlay[];
}

/** A gameweek of a plan as sent: its fifteen and, if given, its bank. */
export interface PlannedGameweek {
  players: readonly number[];
  bankTenths?: number;
  chip?: Chip | null;
}

export interface PlanToReplay {
  start: PlanStart;
  gameweeks: Readonly<Record<number, PlannedGameweek>>;
  /** In the order they were made (a gameweek's order decides which are free). */
  transfers: readonly TransferRecord[];
}

/** What the replay computed for one planned gameweek. */
export interface ReplayedGameweek {
  gameweek: number;
  freeTransfers: number;
  transfersMade: number;
  /** Points the paid transfers cost. */
  hits: number;
  bankTenths: number;
  chip: Chip | null;
}

export type Replay =
  | { gameweeks: ReplayedGameweek[]; transfers: TransferRecord[] }
  /** The first figure that does not follow, as "Gameweek 6: the bank should be £0.4m, not £1.4m". */
  | { problem: string };

const listOf = (ids: readonly number[], nameOf: (id: number) => string) => ids.map(nameOf).join(', ');

/**
 * Replays a plan from its start, gameweek by gameweek: each gameweek's transfers are checked
 * against the squad before it and the prices (replay-transfers.ts), and the bank, the free
 * transfers and the hits are recomputed. The squads and banks the plan states must be what
 * follows; a missing bank is filled in. Gameweeks between planned ones carry the squad over.
 */
export function replayPlan(plan: PlanToReplay, prices: ReplayPrices, nameOf = (id: number) => `player ${id}`): Replay {
  const weeks = Object.keys(plan.gameweeks).map(Number).sort((a, b) => a - b);
  const fail = (gameweek: number, message: string): Replay => ({ problem: `Gameweek ${gameweek}: ${message}` });
  const byWeek = new Map<number, TransferRecord[]>();
  for (const t of plan.transfers) byWeek.set(t.gameweek, [...(byWeek.get(t.gameweek) ?? []), t]);
  for (const gw of [...byWeek.keys()].sort((a, b) => a - b)) {
    if (!plan.gameweeks[gw]) return fail(gw, 'the plan has transfers in this gameweek but no squad for it');
  }

  const chips = weeks.flatMap((gw) => { const chip = plan.gameweeks[gw].chip; return chip ? [{ chip, gameweek: gw }] : []; });
  const chipProblem = chipsProblem(chips, plan.start.chipsPlayed ?? []);
  if (chipProblem) return { problem: chipProblem };

  let squad: ReadonlySet<number> = new Set(plan.start.players);
  let bank = plan.start.bankTenths;
  let free = plan.start.freeTransfers;
  let from = plan.start.source;
  let paid = new Map<number, number>(Object.entries(plan.start.purchasePrices ?? {}).map(([id, p]) => [Number(id), p]));
  const gameweeks: ReplayedGameweek[] = [];
  const transfers: TransferRecord[] = [];
  for (let gw = weeks[0]; gw <= weeks[weeks.length - 1]; gw += 1) {
    const moves = byWeek.get(gw) ?? [];
    const chip = plan.gameweeks[gw]?.chip ?? null;
    const before = { squad, bank, paid: new Map(paid) };
    const freeHere = chipMakesTransfersFree(chip) ? Number.POSITIVE_INFINITY : free;
    const step = replayTransfers({ gameweek: gw, squad, moves, freeTransfers: freeHere, paid }, prices, nameOf);
    if ('problem' in step) return fail(gw, step.problem);
    squad = step.squad;
    bank += step.bankChange;
    transfers.push(...step.transfers);
    const planned = plan.gameweeks[gw];
    if (planned) {
      const missing = [...squad].filter((id) => !planned.players.includes(id));
      const extra = planned.players.filter((id) => !squad.has(id));
      if (missing.length || extra.length) {
        const diff = [missing.length && `missing ${listOf(missing, nameOf)}`, extra.length && `not expected ${listOf(extra, nameOf)}`];
        return fail(gw, `the squad does not follow from ${from} and this gameweek's transfers (${diff.filter(Boolean).join('; ')})`);
      }
      if (bank < 0) return fail(gw, `the transfers spend ${formatTenths(-bank)} more than the bank holds`);
      if (planned.bankTenths !== undefined && planned.bankTenths !== bank) {
        return fail(gw, `the bank should be ${formatTenths(bank)}, not ${formatTenths(planned.bankTenths)}`);
      }
      const hits = step.transfers.filter((t) => !t.wasFreeTransfer).length * TRANSFER_HIT;
      gameweeks.push({ gameweek: gw, freeTransfers: free, transfersMade: moves.length, hits, bankTenths: bank, chip });
      from = chip === 'freehit' ? `the squad before the gameweek ${gw} free hit` : `gameweek ${gw}`;
    }
    free = freeTransfersAfter(free, moves.length, chip);
    // A free hit's squad lasts one gameweek: the squad, bank and purchases from before it return.
    if (chip === 'freehit') ({ squad, bank, paid } = before);
  }
  return { gameweeks, transfers };
}

/**
 * The start of a plan that brings its own (a plan from a draft, POST /api/save-plan): the first
 * gameweek's squad and bank with that gameweek's transfers undone. Only their prices are trusted
 * here; the replay then holds every transfer, and every later gameweek, to the rules.
 */
export function startOfFirstGameweek(first: PlannedGameweek & { gameweek: number }, transfers: readonly TransferRecord[], freeTransfers: number): PlanStart {
  const players = [...first.players];
  let bankTenths = first.bankTenths ?? 0;
  for (const t of transfers.filter((x) => x.gameweek === first.gameweek).reverse()) {
    const at = players.indexOf(t.playerIn);
    if (at < 0 || players.includes(t.playerOut)) continue; // does not fit: the replay names it
    players[at] = t.playerOut;
    bankTenths += t.playerInPrice - t.playerOutPrice;
  }
  return { source: 'the squad the plan starts from', players, bankTenths, freeTransfers };
}
