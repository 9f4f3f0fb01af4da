import type { Highs } from 'highs';
import type { LinearModel } from '../model/model-builder';

/**
 * The loaded HiGHS WebAssembly runtime (`loadHighs()` in `load-highs.ts`, or the `highs`
 * package's own loader). Loading it reads a file, so the caller does it; the solver only uses it.
 */
export type HighsRuntime = Highs;

export interface RelaxationOutcome {
  status: 'optimal' | 'infeasible' | 'failed';
  objective: number;
  values: Float64Array;
  /** Marginal value of each row's limit (d objective / d limit), as HiGHS reports it for a maximisation. */
  rowDuals: Float64Array;
  /** Simplex iterations HiGHS made. */
  iterations: number;
}

export interface MipOutcome {
  /** 'optimal': within the gap asked for. */
  status: 'optimal' | 'infeasible' | 'limit' | 'failed';
  /** Objective of the best solution found; null when there is none. */
  objective: number | null;
  /** HiGHS's proven bound for this model (+Infinity when it proved nothing). */
  bound: number;
  values: Float64Array | null;
  /** Branch-and-bound nodes and simplex iterations (over every LP of the search) HiGHS made. */
  nodes: number;
  iterations: number;
}

const OPTIMAL = 7;
const INFEASIBLE = 8;
const INFEASIBLE_OR_UNBOUNDED = 9;
const LIMITS = new Set([11, 12, 13, 14, 16, 17]);
const FEASIBLE = 2;

function withModel<T>(highs: HighsRuntime, model: LinearModel, use: (m: ReturnType<HighsRuntime['createModel']>) => T): T {
  const m = highs.createModel({
    numCols: model.columns,
    numRows: model.rows,
    sense: highs.constants.objectiveSense.maximize,
    colCost: model.profit,
    colLower: model.columnLower,
    colUpper: model.columnUpper,
    rowLower: model.rowLower.map((v) => (v === -Infinity ? -highs.infinity : v)),
    rowUpper: model.rowUpper.map((v) => (v === Infinity ? highs.infinity : v)),
    matrix: {
      format: 'csr',
      numRows: model.rows,
      numCols: model.columns,
      starts: model.rowStarts,
      indices: model.rowColumns,
      values: model.rowValues,
    },
    integrality: model.integrality,
  });
  try {
    m.options.set({ output_flag: false });
    return use(m);
  } finally {
    m.dispose();
  }
}

/** A work counter HiGHS keeps (a 64-bit one comes as a bigint); 0 when it has none. */
function counter(m: ReturnType<HighsRuntime['createModel']>, name: string): number {
  try {
    const value = Number(m.info.get(name));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** The LP relaxation (integrality dropped), with the row duals the pricing needs. */
export function solveRelaxation(highs: HighsRuntime, model: LinearModel, timeLimitSeconds: number): RelaxationOutcome {
  return withModel(highs, model, (m) => {
    m.clearIntegrality();
    m.options.set({ time_limit: Math.max(0.001, timeLimitSeconds) });
    const status = m.run().modelStatus;
    const iterations = counter(m, 'simplex_iteration_count');
    if (status === INFEASIBLE || status === INFEASIBLE_OR_UNBOUNDED) {
      return { status: 'infeasible', objective: -Infinity, values: new Float64Array(0), rowDuals: new Float64Array(0), iterations };
    }
    if (status !== OPTIMAL) return { status: 'failed', objective: Infinity, values: new Float64Array(0), rowDuals: new Float64Array(0), iterations };
    const solution = m.getSolution();
    return { status: 'optimal', objective: m.getObjectiveValue(), values: solution.colValue, rowDuals: solution.rowDual, iterations };
  });
}

export interface MipOptions {
  timeLimitSeconds: number;
  /** A plan to start from: values of some integer columns; HiGHS completes the rest. */
  start?: { indices: number[]; values: number[] };
  /** Stop once within this relative gap (default 0: prove optimality). */
  relativeGap?: number;
  /** Primal heuristics; worth their time only while no good plan is known. */
  heuristics?: boolean;
  /**
   * Let HiGHS restart: after the root's cuts, fix the columns its reduced costs rule out,
   * presolve again and start over. Off by default (see below); on for large final proofs.
   */
  restart?: boolean;
  /** Cut rounds at every node, not only the root (HiGHS's default, kept unless false). */
  nodeCuts?: boolean;
}

/** Branch-and-cut to the gap asked for, or until the time limit (then the best solution and bound found). */
export function solveMip(highs: HighsRuntime, model: LinearModel, options: MipOptions): MipOutcome {
  return withModel(highs, model, (m) => {
    m.options.set({
      mip_rel_gap: options.relativeGap ?? 0,
      mip_abs_gap: 1e-7,
      // Restarts (re-presolving after root reduced-cost fixing) cost more than they save on most of
      // these models: an 8-gameweek best draft took 0.7 s instead of 3.5 s without them, and every
      // restart runs the root's cut rounds again. Only a large final proof gains (decision 209).
      mip_allow_restart: options.restart ?? false,
      mip_allow_cut_separation_at_nodes: options.nodeCuts ?? true,
      time_limit: Math.max(0.001, options.timeLimitSeconds),
    });
    if (options.heuristics === false) {
      // With a good start, proving is what is left: an 8-gameweek plan's proof took 6 s instead of
      // 11 without the heuristics, and two hard 6-gameweek plans 35-40% less without strong
      // branching's trial solves (pseudo-costs are trusted from the first observation).
      m.options.set({
        mip_pscost_minreliable: 0,
        mip_heuristic_effort: 0,
        mip_heuristic_run_feasibility_jump: false,
        mip_heuristic_run_rins: false,
        mip_heuristic_run_rens: false,
        mip_heuristic_run_root_reduced_cost: false,
      });
    }
    if (options.start) m.setSolution(options.start);
    const status = m.run().modelStatus;
    const work = { nodes: counter(m, 'mip_node_count'), iterations: counter(m, 'simplex_iteration_count') };
    if (status === INFEASIBLE || status === INFEASIBLE_OR_UNBOUNDED) {
      return { status: 'infeasible', objective: null, bound: -Infinity, values: null, ...work };
    }
    const feasible = Number(m.info.get('primal_solution_status')) === FEASIBLE;
    const bound = Number(m.info.get('mip_dual_bound'));
    return {
      status: status === OPTIMAL ? 'optimal' : LIMITS.has(status) ? 'limit' : 'failed',
      objective: feasible ? m.getObjectiveValue() : null,
      bound: Number.isFinite(bound) ? bound : Infinity,
      values: feasible ? m.getSolution().colValue : null,
      ...work,
    };
  });
}
