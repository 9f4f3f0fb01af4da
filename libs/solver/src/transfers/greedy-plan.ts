import { POSITION_IDS, TRANSFER_HIT, type PositionId } from '@draftroom/domain';
import type { SquadPlan } from '../search/pool-problem';
import type { SolverPlayer } from '../types';
import { breaksClubRule } from './club-rule';
import { bankByGameweek } from './owned-sales';
import { paidTransfers } from './plan-value';
import type { TransferSpec } from './transfer-model';

/** Candidates per position and gameweek: the most xPts from then to the end. */
const RANKED_PER_POSITION = 24;

interface Move {
  t: number;
  sold: number;
  bought: number;
  /** The most the move can add (see `mostGained`): moves are tried best bound first. */
  bound: number;
}

/**
 * A good plan found without a MIP, for the search to start from and to answer with when HiGHS
 * finds nothing better in time (a starved solve: the process runs at nice 19 and a busy machine
 * can leave it a few percent of a core; it used to answer "keep your squad" then).
 *
 * From `start`, it makes the single transfer (sell one, buy one of the same position from a
 * gameweek on, kept until the end) that raises the plan's value most by `value` (the domain's
 * lineups, free transfers and hits), and repeats while one does. Every plan it makes keeps the
 * rules the model does: quotas, the club rule (no gameweek that buys leaves a club above 3),
 * money per gameweek (an original copy sells at its selling price, anyone bought costs his
 * price), kept and avoided players, closed purchases, max hits and max transfers a gameweek.
 */
export function greedyPlan(
  players: readonly SolverPlayer[],
  spec: TransferSpec,
  start: SquadPlan,
  value: (plan: SquadPlan) => number,
): SquadPlan {
  const byId = new Map(players.map((p) => [p.id, p]));
  const rankedFrom = rankBuys(players, spec);
  let plan = start;
  let current = value(plan);
  for (let step = 0; step < 4 * spec.horizon + 4; step += 1) {
    const moves: Move[] = [];
    const { counts, free } = paidTransfers(plan, spec);
    for (let t = 0; t < spec.horizon; t += 1) {
      const before = new Set(t === 0 ? spec.owned.keys() : plan[t - 1]);
      // A sale of someone held before t adds a transfer; with none free left, it adds a hit too.
      const hit = counts[t] >= free[t] ? TRANSFER_HIT * spec.discount ** t : 0;
      for (const sold of plan[t]) {
        if (spec.keep.has(sold)) continue;
        const out = byId.get(sold)!;
        const cost = before.has(sold) ? hit : 0;
        for (const buy of rankedFrom[t][out.position]) {
          if (plan[t].includes(buy.id) || spec.closedPurchases?.get(buy.id)?.[t]) continue;
          const bound = mostGained(plan, t, out, buy, spec) - cost;
          if (bound > 1e-9) moves.push({ t, sold, bought: buy.id, bound });
        }
      }
    }
    moves.sort((a, b) => b.bound - a.bound);
    let found: { plan: SquadPlan; gain: number } | undefined;
    for (const move of moves) {
      // Sorted by bound: no later move can beat the best gain found.
      if (move.bound <= (found?.gain ?? 1e-9)) break;
      const next = withTransfer(plan, move.t, move.sold, move.bought);
      if (!keepsRules(next, byId, spec)) continue;
      const gain = value(next) - current;
      if (gain > (found?.gain ?? 1e-9)) found = { plan: next, gain };
    }
    if (!found) break;
    plan = found.plan;
    current += found.gain;
  }
  return plan;
}

/**
 * An upper bound on what selling `out` for `buy` in gameweek t adds: in each gameweek he stays,
 * the new eleven is worth at most the old one plus twice (he may captain) the xPts he has over
 * the player he replaces, plus the bench's weight of it; hits only take away.
 */
function mostGained(plan: SquadPlan, t: number, out: SolverPlayer, buy: SolverPlayer, spec: TransferSpec): number {
  let bound = 0;
  for (let k = t; k < plan.length && plan[k].includes(out.id) && !plan[k].includes(buy.id); k += 1) {
    bound += spec.discount ** k * (2 + spec.benchWeight) * Math.max(0, buy.xpts[k] - out.xpts[k]);
  }
  return bound;
}

/** Per gameweek and position, the players worth buying first: most xPts from then to the end. */
function rankBuys(players: readonly SolverPlayer[], spec: TransferSpec): Record<PositionId, SolverPlayer[]>[] {
  return Array.from({ length: spec.horizon }, (_, t) => {
    const still = (p: SolverPlayer) => p.xpts.slice(t, spec.horizon).reduce((n, x, k) => n + spec.discount ** (t + k) * x, 0);
    const byPosition = {} as Record<PositionId, SolverPlayer[]>;
    for (const position of POSITION_IDS) {
      byPosition[position] = players
        .filter((p) => p.position === position && !spec.avoid.has(p.id))
        .map((p) => ({ p, worth: still(p) }))
        .sort((a, b) => b.worth - a.worth)
        .slice(0, RANKED_PER_POSITION)
        .map(({ p }) => p);
    }
    return byPosition;
  });
}

/** `sold` leaves and `bought` joins in gameweek t, for as long as the plan held `sold` after it. */
function withTransfer(plan: SquadPlan, t: number, sold: number, bought: number): SquadPlan {
  const next = plan.slice();
  for (let k = t; k < plan.length && plan[k].includes(sold) && !plan[k].includes(bought); k += 1) {
    next[k] = plan[k].map((id) => (id === sold ? bought : id));
  }
  return next;
}

function keepsRules(plan: SquadPlan, byId: ReadonlyMap<number, SolverPlayer>, spec: TransferSpec): boolean {
  if (!spec.relax?.budget && bankByGameweek(plan, byId, spec).some((bank) => bank < 0)) return false;
  const broken = plan.some((squad, t) => breaksClubRule(squad, new Set(t === 0 ? spec.owned.keys() : plan[t - 1]), byId));
  if (!spec.relax?.clubLimit && broken) return false;
  const { counts, paid } = paidTransfers(plan, spec);
  if (spec.maxTransfersPerGameweek != null && counts.some((n) => n > spec.maxTransfersPerGameweek!)) return false;
  return spec.maxHits == null || paid.reduce((n, x) => n + x, 0) <= spec.maxHits;
}
