import { chipMakesTransfersFree, freeTransfersByGameweek, transferCost } from '@draftroom/domain';
import { lineupOf } from '../plan/lineups';
import type { GameweekLineup, GameweekPlan, PlannedTransfer, SolverChip, SolverPlayer } from '../types';
import { bestChipPlan } from './chip-plan';
import { fieldedSquads, splitFreeHitPlan } from './free-hit-plan';
import { buyAt, sellAt } from './owned-sales';
import type { TransfersInput } from './transfers-request';

export interface ExtractedPlan {
  gameweeks: GameweekPlan[];
  projectedPoints: number;
  rollPoints: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Pairs the players leaving with those arriving, position by position, for the transfer list. */
function pairTransfers(before: ReadonlySet<number>, after: ReadonlySet<number>, byId: ReadonlyMap<number, SolverPlayer>): Array<[number, number]> {
  const leaving = [...before].filter((id) => !after.has(id)).sort((a, b) => a - b);
  const arriving = [...after].filter((id) => !before.has(id)).sort((a, b) => a - b);
  return leaving.map((out) => {
    const k = arriving.findIndex((id) => byId.get(id)!.position === byId.get(out)!.position);
    return [out, arriving.splice(k, 1)[0]];
  });
}

/**
 * Turns the squads of the planned gameweeks into the plan shown: transfers with their prices,
 * the bank, free transfers and hits by the domain's rules, each gameweek's eleven and armbands,
 * and what each gameweek's transfers gain against rolling them. A free hit's gameweek shows its
 * squad and the transfers to it from the squad owned; the next gameweek's transfers start from
 * that owned squad again, with its bank (decision 208), as the domain's `replayPlan` has it.
 */
export function extractPlan(plan: readonly number[][], input: TransfersInput, firstGameweek: number): ExtractedPlan {
  const { byId, spec } = input;
  const split = splitFreeHitPlan(plan, spec);
  const squads = split.owned;
  const fielded = fieldedSquads(split);
  // The chips the plan is worth most with (the search scored it so, chip-plan.ts).
  const chips = bestChipPlan(plan, byId, spec)?.chips ?? squads.map(() => null);
  const lineups = new Map<string, GameweekLineup>();
  const lineupFor = (ids: ReadonlySet<number>, t: number, chip: SolverChip | null): GameweekLineup => {
    const key = `${t}:${chip}:${[...ids].sort((a, b) => a - b).join(',')}`;
    if (!lineups.has(key)) lineups.set(key, lineupOf([...ids].map((id) => byId.get(id)!), t, firstGameweek + t, chip));
    return lineups.get(key)!;
  };
  // Against rolling, the same chips are played with the squad kept (none for `rollPoints`); a free hit fields its own squad either way.
  const pointsFrom = (ids: ReadonlySet<number>, from: number, withChips: boolean) =>
    squads.slice(from).reduce((n, _, k) => {
      const t = from + k;
      const freeHit = withChips ? split.freeHit[t] : undefined;
      return n + lineupFor(freeHit ? new Set(freeHit) : ids, t, withChips ? chips[t] : null).xpts;
    }, 0);

  const initial = new Set(spec.owned.keys());
  const transfersIn = fielded.map((ids, t) => pairTransfers(t === 0 ? initial : new Set(squads[t - 1]), new Set(ids), byId));
  const last = firstGameweek + squads.length - 1;
  const chipOf = (gw: number) => chips[gw - firstGameweek];
  const free = freeTransfersByGameweek(spec.freeTransfers, firstGameweek, last, (gw) => transfersIn[gw - firstGameweek].length, chipOf);
  let originals = new Set(initial);
  // What the plan paid for each player it bought and still holds: a copy sells for that (decision 188).
  let paid = new Map<number, number>();
  let bank = spec.bank;
  let before: ReadonlySet<number> = initial;
  const gameweeks = fielded.map((ids, t): GameweekPlan => {
    const squad = new Set(ids);
    // A free hit's squad lasts its gameweek: what is owned, and the bank, come back after it.
    const kept = { originals: new Set(originals), bank, paid: new Map(paid) };
    const transfers = transfersIn[t].map(([out, arriving]): PlannedTransfer => {
      const sellingPrice = originals.has(out) ? sellAt(spec, out, t) : paid.get(out)!;
      const price = buyAt(spec, byId.get(arriving)!, t);
      originals.delete(out);
      paid.delete(out);
      paid.set(arriving, price);
      bank += sellingPrice - price;
      return { out, in: arriving, sellingPrice, price };
    });
    const freeTransfers = free.get(firstGameweek + t)!;
    const chip = chips[t];
    const hits = chipMakesTransfersFree(chip) ? 0 : transferCost(transfers.length, freeTransfers);
    const lineup = lineupFor(squad, t, chip);
    const shown = bank;
    let gainVsRoll = transfers.length === 0 ? 0 : pointsFrom(squad, t, true) - pointsFrom(before, t, true) - hits;
    if (chip === 'freehit') {
      gainVsRoll = lineup.xpts - lineupFor(before, t, null).xpts;
      ({ originals, bank, paid } = kept);
    } else {
      before = squad;
    }
    return { ...lineup, chip, transfers, freeTransfers, hits, bank: shown, squad: [...ids].sort((a, b) => a - b), gainVsRoll };
  });
  return {
    gameweeks,
    // Hundredths, as the planner rounds its projection (each gameweek's is already).
    projectedPoints: round2(gameweeks.reduce((n, g) => n + g.xpts - g.hits, 0)),
    rollPoints: round2(pointsFrom(initial, 0, false)),
  };
}
