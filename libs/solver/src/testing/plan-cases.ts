import type { PositionId } from '@draftroom/domain';
import type { SolverPlayer, SuggestTransfersRequest } from '../types';
import { player, randomPlayers, seeded } from './instances';

/**
 * A random transfer instance: the first 2 GK, 5 DEF, 5 MID, 3 FWD are owned (spread over five
 * clubs so the squad is legal), the rest are candidates. Selling prices sit a little under the
 * price, as after a rise.
 */
export function randomPlanCase(seed: number, counts: Record<PositionId, number>, horizon: number, clubs = 6): SuggestTransfersRequest {
  const random = seeded(seed);
  const players = randomPlayers(random, { counts, clubs, horizon });
  const quota: Record<number, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
  const owned: SolverPlayer[] = [];
  for (const p of players) {
    if (quota[p.position] > 0) {
      quota[p.position] -= 1;
      owned.push(p);
    }
  }
  owned.forEach((p, i) => Object.assign(p, { club: 1 + (i % 5), clubName: `Club ${1 + (i % 5)}` }));
  return {
    players,
    firstGameweek: 20,
    horizon,
    squad: owned.map((p) => ({ id: p.id, sellingPrice: Math.max(1, p.price - Math.floor(random() * 4)) })),
    bank: Math.floor(random() * 30),
    freeTransfers: 1 + Math.floor(random() * 5),
    benchWeight: 0.1,
  };
}

/**
 * A squad where nothing changes on its own: every player scores 2 a gameweek except a 10-point
 * forward who always captains; prices 50, selling prices 50, no bank. Candidates are added by
 * each test. Benches count nothing, so a transfer's gain is exactly the points it adds.
 */
export function flatSquad(horizon: number): SuggestTransfersRequest {
  const positions: PositionId[] = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4];
  const players = positions.map((position, i) => player(i + 1, position, 1 + (i % 5), 50, Array(horizon).fill(i === 12 ? 10 : 2)));
  return {
    players,
    firstGameweek: 10,
    horizon,
    squad: players.map((p) => ({ id: p.id, sellingPrice: 50 })),
    bank: 0,
    freeTransfers: 1,
    benchWeight: 0,
  };
}

/**
 * The same request with predicted price moves (decisions 188 and 206): about half the players
 * (owned ones too, who may be bought back) cost £0.1m-£0.5m more from a random planned gameweek
 * after the first on; about half the owned ones that do not rise sell for £0.1m less from then.
 */
export function withPriceMoves(request: SuggestTransfersRequest, seed: number): SuggestTransfersRequest {
  const random = seeded(seed);
  const horizon = request.horizon!;
  const path = (now: number, change: number) => {
    const from = 1 + Math.floor(random() * (horizon - 1));
    return Array.from({ length: horizon }, (_, t) => now + (t >= from ? change : 0));
  };
  const rising = new Set(request.players.filter(() => random() < 0.5).map((p) => p.id));
  return {
    ...request,
    players: request.players.map((p) => (rising.has(p.id) ? { ...p, buyPrices: path(p.price, 1 + Math.floor(random() * 5)) } : p)),
    squad: request.squad.map((e) => (!rising.has(e.id) && random() < 0.5 ? { ...e, sellingPrices: path(e.sellingPrice, -1) } : e)),
  };
}

/**
 * The same request after an owned defender moved to club 1 (decision 228): the squad owned
 * holds four there, and the best candidate of each position plays there too, so buying into
 * the club tempts the plan.
 */
export function withClubMove(request: SuggestTransfersRequest): SuggestTransfersRequest {
  const owned = new Set(request.squad.map((e) => e.id));
  const total = (p: SolverPlayer) => p.xpts.reduce((n, x) => n + x, 0);
  const best = ([1, 2, 3, 4] as const).flatMap((position) => request.players
    .filter((p) => p.position === position && !owned.has(p.id))
    .sort((a, b) => total(b) - total(a))
    .slice(0, 1)
    .map((p) => p.id));
  const moved = new Set([request.squad[3].id, ...best]);
  return { ...request, players: request.players.map((p) => (moved.has(p.id) ? { ...p, club: 1, clubName: 'Club 1' } : p)) };
}
