import { MAX_FREE_TRANSFERS, MIN_FREE_TRANSFERS, MIN_SELL_PRICE_TENTHS, SQUAD_SIZE } from '@draftroom/domain';
import { SolverInputError } from '../errors';
import { commonOptions, disjoint, MAX_HORIZON, numberIn, validateIds, validatePlayers, wholeNumber } from '../request/validate-common';
import { modelPlayer } from '../request/chance';
import { ownedSquadProblem } from '../request/squad-checks';
import type { SolverPlayer, SuggestTransfersRequest } from '../types';
import { readChipOptions } from './chip-rules';
import type { TransferSpec } from './transfer-model';

export const DEFAULT_TRANSFER_HORIZON = 6;
export const DEFAULT_TRANSFER_TIME_LIMIT = 20;

export interface TransfersInput {
  /** Players that may be in a plan: the request's, without avoided players nobody owns. */
  pool: SolverPlayer[];
  byId: Map<number, SolverPlayer>;
  spec: TransferSpec;
  timeLimitSeconds: number;
}

const optionalLimit = (field: string, value: number | null | undefined, max: number): number | null =>
  value == null ? null : wholeNumber(field, value, 0, max);

function readSellingByWeek(request: SuggestTransfersRequest, horizon: number): Map<number, readonly number[]> | undefined {
  const byWeek = new Map<number, readonly number[]>();
  request.squad.forEach((entry, i) => {
    if (entry.sellingPrices === undefined) return;
    const field = `squad.${i}.sellingPrices`;
    if (!Array.isArray(entry.sellingPrices) || entry.sellingPrices.length < horizon) {
      throw new SolverInputError(field, `${field} must give a selling price for each of the ${horizon} planned gameweeks`);
    }
    entry.sellingPrices.forEach((v, t) => wholeNumber(`${field}.${t}`, v, MIN_SELL_PRICE_TENTHS, 10_000, 'a whole number of tenths of £m'));
    if (entry.sellingPrices[0] !== entry.sellingPrice) {
      throw new SolverInputError(field, `${field} starts at ${entry.sellingPrices[0]} but sellingPrice is ${entry.sellingPrice}: the first planned gameweek's must be the same`);
    }
    byWeek.set(entry.id, entry.sellingPrices.slice(0, horizon));
  });
  return byWeek.size > 0 ? byWeek : undefined;
}

/**
 * Buying prices per planned gameweek of the players whose price is predicted to rise (decision
 * 188): kept only where some gameweek differs from today's, so a request without a rise builds the
 * model it built before.
 */
function readBuyingByWeek(players: readonly SolverPlayer[], horizon: number): Map<number, readonly number[]> | undefined {
  const byWeek = new Map<number, readonly number[]>();
  players.forEach((p, i) => {
    if (p.buyPrices === undefined) return;
    const field = `players.${i}.buyPrices`;
    if (!Array.isArray(p.buyPrices) || p.buyPrices.length < horizon) {
      throw new SolverInputError(field, `${field} must give a price for each of the ${horizon} planned gameweeks`);
    }
    const prices = p.buyPrices.slice(0, horizon);
    prices.forEach((v, t) => wholeNumber(`${field}.${t}`, v, 1, 10_000, 'a whole number of tenths of £m'));
    if (prices[0] !== p.price) {
      throw new SolverInputError(field, `${field} starts at ${prices[0]} but price is ${p.price}: the first planned gameweek's must be today's`);
    }
    // A copy bought in the plan sells for what the plan paid, which the game gives only while his price does not fall below it.
    const fall = prices.findIndex((v, t) => t > 0 && v < prices[t - 1]);
    if (fall > 0) throw new SolverInputError(field, `${field} falls from ${prices[fall - 1]} to ${prices[fall]}: buying prices may only rise during the plan`);
    if (prices.some((v) => v !== p.price)) byWeek.set(p.id, prices);
  });
  return byWeek.size > 0 ? byWeek : undefined;
}

function readSquad(request: SuggestTransfersRequest, byId: ReadonlyMap<number, SolverPlayer>): Map<number, number> {
  if (!Array.isArray(request.squad) || request.squad.length !== SQUAD_SIZE) {
    throw new SolverInputError('squad', `squad must list the ${SQUAD_SIZE} players owned (got ${Array.isArray(request.squad) ? request.squad.length : 'none'})`);
  }
  const owned = new Map<number, number>();
  request.squad.forEach((entry, i) => {
    if (!byId.has(entry.id)) throw new SolverInputError(`squad.${i}.id`, `squad lists ${String(entry.id)}, which is not a known player`);
    wholeNumber(`squad.${i}.sellingPrice`, entry.sellingPrice, MIN_SELL_PRICE_TENTHS, 10_000, 'a whole number of tenths of £m');
    owned.set(entry.id, entry.sellingPrice);
  });
  const problem = ownedSquadProblem(request.squad.map((e) => e.id), byId);
  if (problem) throw new SolverInputError('squad', `The squad owned is not a legal squad: ${problem}`);
  return owned;
}

/** Validates a suggest-transfers request (SolverInputError) and answers what the solve needs. */
export function readTransfersRequest(request: SuggestTransfersRequest): TransfersInput {
  const horizon = request.horizon === undefined ? DEFAULT_TRANSFER_HORIZON : wholeNumber('horizon', request.horizon, 1, MAX_HORIZON);
  validatePlayers(request.players, request.firstGameweek, horizon);
  const players = request.players.map(modelPlayer);
  const byId = new Map(players.map((p) => [p.id, p]));
  const owned = readSquad(request, byId);
  const keep = validateIds('keep', request.keep, byId);
  const avoid = validateIds('avoid', request.avoid, byId);
  disjoint('keep', keep, 'avoid', avoid, byId);
  const { benchWeight, timeLimitSeconds } = commonOptions(request, DEFAULT_TRANSFER_TIME_LIMIT);
  const spec: TransferSpec = {
    horizon,
    benchWeight,
    discount: numberIn('discount', request.discount, 0, 1, 1, true),
    bank: wholeNumber('bank', request.bank, 0, 100_000, 'a whole number of tenths of £m'),
    freeTransfers: wholeNumber('freeTransfers', request.freeTransfers, MIN_FREE_TRANSFERS, MAX_FREE_TRANSFERS),
    owned,
    sellingByWeek: readSellingByWeek(request, horizon),
    buyingByWeek: readBuyingByWeek(request.players, horizon),
    keep,
    avoid,
    maxHits: optionalLimit('maxHits', request.maxHits, SQUAD_SIZE * MAX_HORIZON),
    maxTransfersPerGameweek: optionalLimit('maxTransfersPerGameweek', request.maxTransfersPerGameweek, SQUAD_SIZE),
    chips: readChipOptions(request, horizon),
    freeTransferValue: numberIn('freeTransferValue', request.freeTransferValue, 0, 4, 0),
    bankValue: numberIn('bankValue', request.bankValue, 0, 1, 0),
  };
  const pool = players.filter((p) => owned.has(p.id) || !avoid.has(p.id));
  return { pool, byId, spec, timeLimitSeconds };
}
