import { freeTransfersByGameweek, transferCost } from '@draftroom/domain';
import { lineupOf } from '../plan/lineups';
import type { GameweekLineup, GameweekPlan, PlannedTransfer, SolverPlayer } from '../types';
import type { TransfersInput } from './transfers-request';

export interface ExtractedPlan {
  gameweeks: GameweekPlan[];
  projectedPoints: number;
  rollPoints: number;
}

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
 * and what each gameweek's transfers gain against rolling them.
 */
export function extractPlan(squads: readonly number[][], input: TransfersInput, firstGameweek: number): ExtractedPlan {
  const { byId, spec } = input;
  const lineups = new Map<string, GameweekLineup>();
  const lineupFor = (ids: ReadonlySet<number>, t: number): GameweekLineup => {
    const key = `${t}:${[...ids].sort((a, b) => a - b).join(',')}`;
    if (!lineups.has(key)) lineups.set(key, lineupOf([...ids].map((id) => byId.get(id)!), t, firstGameweek + t));
    return lineups.get(key)!;
  };
  const pointsFrom = (ids: ReadonlySet<number>, from: number) =>
    squads.slice(from).reduce((n, _, k) => n + lineupFor(ids, from + k).xpts, 0);

  const initial = new Set(spec.owned.keys());
  const transfersIn = squads.map((ids, t) => pairTransfers(t === 0 ? initial : new Set(squads[t - 1]), new Set(ids), byId));
  const last = firstGameweek + squads.length - 1;
  const free = freeTransfersByGameweek(spec.freeTransfers, firstGameweek, last, (gw) => transfersIn[gw - firstGameweek].length);
  const originals = new Set(initial);
  let bank = spec.bank;
  let before: ReadonlySet<number> = initial;
  const gameweeks = squads.map((ids, t): GameweekPlan => {
    const squad = new Set(ids);
    const transfers = transfersIn[t].map(([out, arriving]): PlannedTransfer => {
      const sellingPrice = originals.has(out) ? spec.owned.get(out)! : byId.get(out)!.price;
      originals.delete(out);
      bank += sellingPrice - byId.get(arriving)!.price;
      return { out, in: arriving, sellingPrice, price: byId.get(arriving)!.price };
    });
    const freeTransfers = free.get(firstGameweek + t)!;
    const hits = transferCost(transfers.length, freeTransfers);
    const lineup = lineupFor(squad, t);
    const gainVsRoll = transfers.length === 0 ? 0 : pointsFrom(squad, t) - pointsFrom(before, t) - hits;
    before = squad;
    return { ...lineup, transfers, freeTransfers, hits, bank, squad: [...ids].sort((a, b) => a - b), gainVsRoll };
  });
  return {
    gameweeks,
    projectedPoints: gameweeks.reduce((n, g) => n + g.xpts - g.hits, 0),
    rollPoints: pointsFrom(initial, 0),
  };
}
