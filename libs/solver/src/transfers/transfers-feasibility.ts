import { MAX_PER_CLUB } from '@draftroom/domain';
import { InfeasibleRequestError, type SquadRule } from '../errors';
import { solveMip, type HighsRuntime } from '../highs/run-highs';
import { checkCheapestFill, checkPositionsFillable, checkTogether } from '../request/squad-checks';
import { buildTransferModel, type TransferSpec } from './transfer-model';
import type { TransfersInput } from './transfers-request';

/** Requests no plan can satisfy, caught before any solve. */
export function checkTransfersFeasible(input: TransfersInput, firstGameweek: number): void {
  const { pool, spec } = input;
  checkTogether('kept', pool.filter((p) => spec.keep.has(p.id)), Number.MAX_SAFE_INTEGER, new Set(spec.owned.keys()));
  const mustSell = [...spec.owned.keys()].filter((id) => spec.avoid.has(id)).length;
  const sellNow = `${mustSell} owned players are avoided, so they must be sold in gameweek ${firstGameweek}`;
  if (spec.maxTransfersPerGameweek != null && mustSell > spec.maxTransfersPerGameweek) {
    throw new InfeasibleRequestError('max-transfers', `${sellNow}, but at most ${spec.maxTransfersPerGameweek} transfers a gameweek are allowed`);
  }
  if (spec.maxHits != null && mustSell - spec.freeTransfers > spec.maxHits) {
    throw new InfeasibleRequestError('max-hits', `${sellNow}: ${mustSell - spec.freeTransfers} hits with ${spec.freeTransfers} free transfers, but at most ${spec.maxHits} are allowed`);
  }
  const usable = pool.filter((p) => !spec.avoid.has(p.id));
  checkPositionsFillable(usable, spec.keep, 'avoided players are left out');
  const atSellingPrice = usable.map((p) => (spec.owned.has(p.id) ? { ...p, price: spec.owned.get(p.id)! } : p));
  const money = spec.bank + [...spec.owned.values()].reduce((n, v) => n + v, 0);
  checkCheapestFill(atSellingPrice, spec.keep, money, 'kept');
}

interface Relaxation {
  rule: SquadRule;
  relax: TransferSpec['relax'];
  applies?: (spec: TransferSpec) => boolean;
  message: (spec: TransferSpec) => string;
}

const RELAXATIONS: Relaxation[] = [
  { rule: 'max-hits', relax: { maxHits: true }, applies: (s) => s.maxHits != null, message: (s) => `No plan keeps to ${s.maxHits} hits with these kept and avoided players` },
  {
    rule: 'max-transfers',
    relax: { maxTransfers: true },
    applies: (s) => s.maxTransfersPerGameweek != null,
    message: (s) => `No plan keeps to ${s.maxTransfersPerGameweek} transfers a gameweek with these kept and avoided players`,
  },
  { rule: 'club-limit', relax: { clubLimit: true }, message: () => `No plan keeps to ${MAX_PER_CLUB} players per club with these kept and avoided players` },
  {
    rule: 'budget',
    relax: { budget: true },
    message: () => 'Exceeds available budget: no plan with these kept and avoided players fits the bank and the selling prices',
  },
];

/**
 * The solver proved that no plan fits. Rules are switched off one after another (the user's own
 * limits first); the one whose removal makes a plan possible is named.
 */
export function transfersInfeasibility(highs: HighsRuntime, input: TransfersInput): InfeasibleRequestError {
  let relax: TransferSpec['relax'] = {};
  for (const step of RELAXATIONS.filter((r) => r.applies?.(input.spec) ?? true)) {
    relax = { ...relax, ...step.relax };
    const model = buildTransferModel(input.pool, { ...input.spec, relax }).model;
    if (solveMip(highs, model, { timeLimitSeconds: 10 }).values) return new InfeasibleRequestError(step.rule, step.message(input.spec));
  }
  return new InfeasibleRequestError('position', 'No plan fits the squad rules with these kept and avoided players');
}
