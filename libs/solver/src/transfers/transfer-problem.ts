import { lineupValue, squadPartValue } from '../model/lineup-rows';
import type { PlayerPrice, PoolProblem, SquadPlan } from '../search/pool-problem';
import type { SolverPlayer } from '../types';
import { bestChipPlan } from './chip-plan';
import { freeHitSquadValue, freeHitStart, readFreeHitPlan } from './free-hit-plan';
import { greedyPlan } from './greedy-plan';
import { gameweekValue, planValue, rememberedGameweekValue } from './plan-value';
import { closedFreeHitPlaces, closedPurchases } from './purchase-dominance';
import { freeHitWeeks } from './free-hit-squads';
import { buyAt } from './owned-sales';
import { freeHitBuyDual } from './club-buy-rows';
import { buildTransferModel, type TransferModel, type TransferSpec } from './transfer-model';

/**
 * A player not owned (owned and kept players are protected, never priced) has, in the LP, the
 * block s_t in [0,1] (squad), in_t in [0,1] with in_t >= s_t - s_(t-1) (purchases), and his
 * starter/captain shares under s_t. At duals pi, holding him in gameweek t is worth
 *   e_t = w_t x benchWeight x xPts_t + lineup value_t - pi(quota) - pi(club) - price x pi(budget),
 * and each unit of in_t is worth a_t = -pi(free-transfer count) - pi(transfer limit). When a
 * club is over three (decision 228, `club-buy-rows.ts`), in_t also sits in the gameweek's "buys
 * someone" row, which holds every purchase (priced exactly), and in a free-hit gameweek s_t sits
 * (with -1) in his row of the free hit's purchases, which a player outside the model has not yet:
 * at dual 0, which weak duality allows.
 * The block's rows form a network matrix, so its LP maximum is reached at a whole path (bought
 * at some gameweek, sold at another, ...): the dynamic programme below finds it exactly, and,
 * for each gameweek, the best path that holds him then (forward and backward passes). A player
 * whose buying price rises during the plan has a copy per buying gameweek j (decision 188), each
 * costing price_j x pi(budget) while held: split into holding intervals his block is an interval
 * matrix, still integral, so the programme carries the buying gameweek in its state.
 * In a gameweek a free hit may be played, his owned-squad presence is worth its bench share at
 * that row's dual, each unit of in_t also pays the dual of the row that freezes the owned squad,
 * and his free-hit squad variable is a block of its own (`freeHitSquadValue`), priced as a
 * period after the planned gameweeks (decision 208).
 */
export function priceTransferPlayer(model: TransferModel, duals: Float64Array, player: SolverPlayer, spec: TransferSpec): PlayerPrice {
  const value: number[] = [];
  const budget: number[] = [];
  const buy: number[] = [];
  for (let t = 0; t < spec.horizon; t += 1) {
    const w = model.weights[t];
    const clubRow = model.clubRows[t].get(player.club);
    const anyRow = model.anyPurchase[t]?.row;
    // In a free hit's purchase row (f_i - s_i <= buys) his place in the squad owned counts with -1.
    const freeHitBuy = freeHitBuyDual(model.freeHits[t]?.anyPurchase, duals, player);
    value.push(
      squadPartValue(player, t, w, spec.benchWeight, model.lineups[t], duals) +
        lineupValue(player, t, w, spec.benchWeight, model.lineups[t], duals) -
        duals[model.quotaRows[t][player.position]] -
        (clubRow === undefined ? 0 : duals[clubRow]) +
        freeHitBuy,
    );
    budget.push(duals[model.budgetRows[t]]);
    const limitRow = model.transfers.limit[t];
    // A closed purchase's column is fixed at 0: he cannot join that gameweek.
    const closed = spec.closedPurchases?.get(player.id)?.[t];
    // A purchase in a gameweek a wildcard may cover also sits (with -1) in its wildcard row.
    const wildcardRow = model.transfers.wildcard[t];
    const frozen = model.freeHits[t] ? duals[model.freeHits[t]!.frozenRow] : 0;
    buy.push(closed ? -Infinity : -duals[model.transfers.count[t]] - (limitRow < 0 ? 0 : duals[limitRow]) + (wildcardRow < 0 ? 0 : duals[wildcardRow]) - frozen - (anyRow === undefined ? 0 : duals[anyRow]));
  }
  // Holding in gameweek t the copy bought in gameweek j: its price of j sits in t's budget row.
  const hold = (t: number, j: number) => value[t] - buyAt(spec, player, j) * budget[t];
  // A purchase variable may sit anywhere in its range when he is not joining: it adds max(0, buy).
  const free = buy.map((a) => Math.max(0, a));
  let out = 0; // best so far with him not in the squad now (s_(-1) = 0: nobody owns him)
  let held: number[] = []; // held[j]: best so far with the copy bought in gameweek j in the squad now
  const heldUpTo: number[][] = [];
  for (let t = 0; t < spec.horizon; t += 1) {
    const before = Math.max(out, ...held);
    held = [...held.map((v, j) => v + free[t] + hold(t, j)), before + buy[t] + hold(t, t)];
    out = before + free[t];
    heldUpTo.push(held);
  }
  const usedIn = new Array<number>(spec.horizon);
  let afterHeld: number[] = heldUpTo[spec.horizon - 1].map(() => 0); // best of the later gameweeks given copy j is held now
  let afterOut = 0; // ... given no copy is kept on from now
  for (let t = spec.horizon - 1; t >= 0; t -= 1) {
    usedIn[t] = Math.max(...heldUpTo[t].map((v, j) => v + afterHeld[j]));
    const next = Math.max(afterOut + free[t], afterHeld[t] + buy[t] + hold(t, t));
    afterHeld = afterHeld.slice(0, t).map((v, j) => Math.max(next, v + free[t] + hold(t, j)));
    afterOut = next;
  }
  // His free-hit squad variables are independent blocks: each adds its best to every other period.
  const freeHits = model.freeHits.flatMap((squad, t) => (squad ? [freeHitSquadValue(model, duals, player, spec, t)] : []));
  const extra = freeHits.reduce((n, v) => n + Math.max(0, v), 0);
  const best = Math.max(out, ...held);
  return { best: best + extra, usedIn: [...usedIn.map((v) => v + extra), ...freeHits.map((v) => best + extra - Math.max(0, v) + v)] };
}

const horizonXpts = (p: SolverPlayer, horizon: number) => p.xpts.slice(0, horizon).reduce((n, x) => n + x, 0);

export function transferProblem(players: readonly SolverPlayer[], request: TransferSpec): PoolProblem<TransferModel> {
  const byId = new Map(players.map((p) => [p.id, p]));
  const spec: TransferSpec = { ...request, closedPurchases: closedPurchases(players, request), closedFreeHits: closedFreeHitPlaces(players, request, freeHitWeeks(request)) };
  // Rolling every transfer is a plan whenever nothing owned must go and nothing new must come.
  const rollEverything = (): SquadPlan | undefined => {
    const squad = [...spec.owned.keys()];
    if (squad.some((id) => spec.avoid.has(id)) || [...spec.keep].some((id) => !spec.owned.has(id))) return undefined;
    return Array.from({ length: spec.horizon }, () => squad);
  };
  return {
    players,
    protectedIds: new Set([...spec.owned.keys(), ...spec.keep]),
    build: (pool, closed, strict) => buildTransferModel(pool, spec, closed, strict ?? false),
    price: (model, duals, player) => priceTransferPlayer(model, duals, player, spec),
    seedScore: (p) => horizonXpts(p, spec.horizon) / Math.sqrt(p.price),
    squadShare: (model, values, i) => Math.max(...model.squad.map((columns) => values[columns[i]]), ...model.freeHits.map((f) => (f && f.squad[i] >= 0 ? values[f.squad[i]] : 0))),
    // The owned squads, then the free hit's squad of each gameweek it may be played in (empty when not played).
    readPlan: (model, values): SquadPlan => [
      ...model.squad.map((columns) => model.players.filter((_, i) => values[columns[i]] > 0.5).map((p) => p.id)),
      ...readFreeHitPlan(model, values),
    ],
    // With chips, a plan is worth its best chips (chip-plan.ts); without, that is the plain value.
    score: (plan) => bestChipPlan(plan, byId, spec)?.value ?? -Infinity,
    obviousPlan: rollEverything,
    // The best single transfers made on it one after another.
    heuristicPlan: () => {
      const rolled = rollEverything();
      if (!rolled) return undefined;
      const remembered = rememberedGameweekValue(gameweekValue(byId, spec));
      return greedyPlan(players, spec, rolled, (plan) => planValue(plan, byId, spec, remembered));
    },
    startFor: (model, plan) => {
      const indices: number[] = [];
      const values: number[] = [];
      const stillOriginal = new Set(spec.owned.keys());
      plan.slice(0, spec.horizon).forEach((ids, t) => {
        const inSquad = new Set(ids);
        for (const id of stillOriginal) if (!inSquad.has(id)) stillOriginal.delete(id);
        model.players.forEach((p, i) => {
          indices.push(model.squad[t][i]);
          values.push(inSquad.has(p.id) ? 1 : 0);
          if (model.original[t][i] >= 0) {
            indices.push(model.original[t][i]);
            values.push(stillOriginal.has(p.id) ? 1 : 0);
          }
        });
      });
      freeHitStart(model, plan, indices, values);
      return { indices, values };
    },
  };
}
