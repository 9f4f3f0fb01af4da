import { lineupValue } from '../model/lineup-rows';
import { modelValue } from '../plan/lineups';
import type { PlayerPrice, PoolProblem, SquadPlan } from '../search/pool-problem';
import type { SolverPlayer } from '../types';
import { buildDraftModel, type DraftModel, type DraftSpec } from './draft-model';
import { dominatedInDraft } from './draft-dominance';

/**
 * A player's block in the draft LP is his squad share s in [0, 1] with his starter and captain
 * shares under it (locked players are protected, never priced). At duals pi its reduced profit is linear in s:
 * s x (bench share + lineup value of each gameweek - pi(quota) - pi(club) - price x pi(budget)).
 */
export function priceDraftPlayer(model: DraftModel, duals: Float64Array, player: SolverPlayer, spec: DraftSpec): PlayerPrice {
  const clubRow = model.clubRows.get(player.club);
  let gain = -duals[model.quotaRows[player.position]] - (clubRow === undefined ? 0 : duals[clubRow]) - player.price * duals[model.budgetRow];
  for (let gw = 0; gw < spec.horizon; gw += 1) {
    gain += spec.benchWeight * player.xpts[gw] + lineupValue(player, gw, 1, spec.benchWeight, model.lineups[gw], duals);
  }
  return { best: Math.max(0, gain), usedIn: [gain] };
}

const horizonXpts = (p: SolverPlayer, horizon: number) => p.xpts.slice(0, horizon).reduce((n, x) => n + x, 0);

/** What a squad is worth by the domain's lineups: the model's objective, exactly. */
export function draftValue(squad: readonly SolverPlayer[], spec: DraftSpec): number {
  let value = 0;
  for (let gw = 0; gw < spec.horizon; gw += 1) value += modelValue(squad, gw, gw + 1, spec.benchWeight);
  return value;
}

export function draftProblem(pool: readonly SolverPlayer[], spec: DraftSpec): PoolProblem<DraftModel> {
  const byId = new Map(pool.map((p) => [p.id, p]));
  const dominated = dominatedInDraft(pool, spec.horizon, spec.locked);
  const players = pool.filter((p) => !dominated.has(p.id));
  return {
    players,
    protectedIds: spec.locked,
    // One period: a player closed in it is simply left out.
    build: (pool, closed, strict) => buildDraftModel(pool.filter((p) => !closed?.get(p.id)?.[0]), spec, strict ?? false),
    price: (model, duals, player) => priceDraftPlayer(model, duals, player, spec),
    seedScore: (p) => horizonXpts(p, spec.horizon) / Math.sqrt(p.price),
    squadShare: (model, values, i) => values[model.squad[i]],
    readPlan: (model, values): SquadPlan => [model.players.filter((_, i) => values[model.squad[i]] > 0.5).map((p) => p.id)],
    score: (plan) => draftValue(plan[0].map((id) => byId.get(id)!), spec),
    startFor: (model, plan) => {
      const chosen = new Set(plan[0]);
      return { indices: [...model.squad], values: model.players.map((p) => (chosen.has(p.id) ? 1 : 0)) };
    },
  };
}
