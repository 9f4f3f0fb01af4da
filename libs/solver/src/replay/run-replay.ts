import { halfOf, type ChipPlay } from '@draftroom/domain';
import type { SolverChip } from '../types';
import { actualPoints } from './actual-points';
import { applyTransfers, sellingPrices, type AppliedTransfers } from './bookkeeping';
import { bestFielded, fieldedXpts, solverPlayers } from './lineup';
import type { Decision, SolveRecord, Strategy } from './strategies';
import type { ReplayedWeek, ReplaySource, TeamState } from './types';

export const LAST_GAMEWEEK = 38;

export interface ReplayOptions {
  /** Gameweeks planned at each deadline, cut at the season's end (6). */
  horizon: number;
  /** Gameweeks replayed, from 1 (38). */
  lastGameweek?: number;
  /** Called after each gameweek (progress). */
  onWeek?: (week: ReplayedWeek) => void;
  /** The chip rules of the season replayed (default 2025/26: each chip once per half). */
  season?: ChipSeason;
}

/**
 * The chip rules a replayed season plays by. 2025/26: each chip once per half (the solver's
 * rule). 2024/25: the wildcard once per half, the bench boost and triple captain once in the
 * season, so playing one also uses it up for the other half.
 */
export type ChipSeason = '2024/25' | '2025/26';

/** The plays a chip played in `gameweek` counts as, for the solver's once-per-half rule. */
export function playsOf(chip: SolverChip, gameweek: number, season: ChipSeason = '2025/26'): ChipPlay[] {
  const play = { chip, gameweek };
  if (season === '2025/26' || chip === 'wildcard') return [play];
  return [play, { chip, gameweek: halfOf(gameweek) === 1 ? LAST_GAMEWEEK : 1 }];
}

export interface StrategyReplay {
  name: string;
  weeks: ReplayedWeek[];
  solves: SolveRecord[];
}

/** The eleven and bench must be the squad after the transfers, and a plan's bank and hits what the books say. */
function checkBooks(at: string, decision: Decision, applied: AppliedTransfers): void {
  const fielded = [...decision.fielded.starters, ...decision.fielded.bench].sort((a, b) => a - b);
  if (fielded.join() !== [...applied.team.squad].sort((a, b) => a - b).join()) {
    throw new Error(`${at} fields ${fielded.join(', ')}, not the squad after its transfers`);
  }
  const { expected } = decision;
  if (expected && (expected.bank !== applied.team.bank || expected.hits !== applied.hits)) {
    throw new Error(`${at} expected bank ${expected.bank} and ${expected.hits} hit points; the books have ${applied.team.bank} and ${applied.hits}`);
  }
}

/**
 * Plays a season with one strategy from a fixed squad picked before GW1 (the squad bought at
 * GW1 prices, the rest of £100.0m in the bank): GW1 fields the best eleven by xPts (no
 * transfers: the squad was just picked); from GW2 (one free transfer) the strategy decides at
 * each deadline, its transfers are made at that deadline's prices (selling prices by the
 * domain's rule) and the gameweek is scored by what the players actually did, with the chip the
 * strategy plays (issue 30), a free hit's squad for its gameweek only.
 */
export function replaySeason(source: ReplaySource, squad: readonly number[], strategy: Strategy, options: ReplayOptions): StrategyReplay {
  const last = options.lastGameweek ?? LAST_GAMEWEEK;
  const start = source.marketAt(1, squad);
  let team: TeamState = {
    squad: [...squad],
    paid: new Map(squad.map((id) => [id, start.get(id)!.price])),
    bank: 1000 - squad.reduce((n, id) => n + start.get(id)!.price, 0),
    freeTransfers: 1,
  };
  if (team.bank < 0) throw new Error(`The GW1 squad costs more than £100.0m`);
  const weeks: ReplayedWeek[] = [];
  const solves: SolveRecord[] = [];
  for (let gameweek = 1; gameweek <= last; gameweek += 1) {
    const horizon = Math.min(options.horizon, LAST_GAMEWEEK + 1 - gameweek);
    const market = source.marketAt(gameweek, team.squad);
    const xpts = source.xptsAt(gameweek);
    const players = solverPlayers(market, xpts, horizon);
    const byId = new Map(players.map((p) => [p.id, p]));
    const priceNow = (id: number) => market.get(id)!.price;
    const selling = sellingPrices(team, priceNow);
    const decision: Decision = gameweek === 1
      ? { transfers: [], fielded: bestFielded(team.squad.map((id) => byId.get(id)!), gameweek) }
      : strategy.decide({ gameweek, horizon, team, players, byId, sellingPrice: (id) => selling.get(id)!, moves: source.movesAt?.(gameweek) });
    const chip = decision.chip ?? null;
    const applied = applyTransfers(team, decision.transfers, priceNow, chip);
    if (chip) applied.team.chipsPlayed = [...(team.chipsPlayed ?? []), ...playsOf(chip, gameweek, options.season)];
    checkBooks(`GW${gameweek}: ${strategy.name}`, decision, applied);
    if (decision.solve) solves.push(decision.solve);
    if (gameweek === 1) applied.team.freeTransfers = 1;
    const positionOf = (id: number) => market.get(id)!.position;
    const scored = (played: SolverChip | null) => actualPoints(decision.fielded, positionOf, source.actualAt(gameweek), applied.hits, played);
    const points = scored(chip);
    const week: ReplayedWeek = {
      gameweek,
      transfers: decision.transfers,
      hits: applied.hits,
      points,
      ...(chip === 'bboost' || chip === '3xc' ? { chipPoints: points - scored(null) } : {}),
      projected: fieldedXpts(decision.fielded, (id) => byId.get(id)!.xpts[0], chip) - applied.hits,
      bank: applied.team.bank,
      chip,
    };
    weeks.push(week);
    options.onWeek?.(week);
    // A free hit's squad lasts its gameweek: the squad, what was paid and the bank from before it come back (decision 208).
    team = chip === 'freehit' ? { ...team, freeTransfers: applied.team.freeTransfers, chipsPlayed: applied.team.chipsPlayed } : applied.team;
  }
  return { name: strategy.name, weeks, solves };
}
