import {
  builderRefusal, formatTenths, POSITION_IDS, POSITIONS, squadBreach, squadProblem, squadQuota, toTenths, type PlannerPlayer, type SquadCandidate,
} from '@draftroom/domain';
import { InfeasibleRequestError, type SquadRule } from '../errors';
import type { SolverPlayer } from '../types';
import { clubName, playerName } from './validate-common';

/** The domain's view of a player (£m with one decimal; the solver counts tenths). */
export const squadCandidate = (p: SolverPlayer): SquadCandidate => ({
  id: p.id,
  position: p.position,
  team: p.club,
  teamName: clubName(p),
  price: p.price / 10,
});

/** The planner's view of a player. */
export const plannerPlayer = (p: SolverPlayer): PlannerPlayer => ({ id: p.id, position: p.position, team: p.club, teamName: clubName(p), price: p.price / 10 });

/**
 * Why fifteen players are not a legal squad (the domain's one whole-squad rule, money aside: the
 * plan's bank is checked elsewhere), or undefined when they are. `bought`: the players this
 * gameweek's transfers brought in; everyone else was held before. The club rule stops only
 * purchases (decision 228): a squad owned (nothing bought) may hold four of a club, and a
 * gameweek that buys anyone must leave every club at three.
 */
export function ownedSquadProblem(ids: readonly number[], byId: ReadonlyMap<number, SolverPlayer>, bought: readonly number[] = []): string | undefined {
  const unknown = ids.find((id) => !byId.has(id));
  if (unknown != null) return `Player ${unknown} is not a known player`;
  const held = new Set(ids.filter((id) => !bought.includes(id)));
  return squadProblem(ids.map((id) => squadCandidate(byId.get(id)!)), null, held)?.message;
}

/** Which rule a refusal of the domain's `squadViolation` is about. */
function ruleOf(refusal: string): SquadRule {
  if (refusal.startsWith('Maximum players from')) return 'club-limit';
  if (refusal.startsWith('Maximum')) return 'position';
  if (refusal === 'Exceeds budget limit') return 'budget';
  return 'squad-size';
}

/**
 * Players that must be in the squad together (locked in a draft, kept in a plan) are added one
 * by one through the builder's own rule, so a fourth Arsenal player gets the builder's words.
 * Players `held` (kept players already owned) go first and are never stopped by the club rule,
 * which is about buying (decision 228); a kept player still to buy is refused while those held
 * hold four of a club.
 */
export function checkTogether(what: string, players: readonly SolverPlayer[], budgetTenths: number, held: ReadonlySet<number> = new Set()): void {
  const squad: SquadCandidate[] = [];
  const ordered = [...players.filter((p) => held.has(p.id)), ...players.filter((p) => !held.has(p.id))];
  for (const p of ordered) {
    const availableTenths = budgetTenths - squad.reduce((n, q) => n + toTenths(q.price), 0);
    const breach = squadBreach(squad, squadCandidate(p), { costTenths: p.price, availableTenths, held: held.has(p.id) });
    const refusal = breach && builderRefusal(breach);
    if (refusal) throw new InfeasibleRequestError(ruleOf(refusal), `The ${what} players cannot all be in one squad: ${refusal} (${playerName(p)})`);
    squad.push(squadCandidate(p));
  }
}

/** Every position can still be filled from the players allowed. */
export function checkPositionsFillable(pool: readonly SolverPlayer[], fixed: ReadonlySet<number>, why: string): void {
  for (const position of POSITION_IDS) {
    const inPosition = pool.filter((p) => p.position === position);
    const have = inPosition.filter((p) => fixed.has(p.id)).length;
    const free = inPosition.length - have;
    const need = squadQuota(position) - have;
    if (free < need) {
      const name = POSITIONS[position].name.toLowerCase();
      throw new InfeasibleRequestError(
        'position',
        `Not enough ${name}s to fill the squad: ${need} more needed, ${free} available (${why})`,
      );
    }
  }
}

/** The cheapest way to fill the open places (club limit ignored) must fit the money there is. */
export function checkCheapestFill(pool: readonly SolverPlayer[], fixed: ReadonlySet<number>, moneyTenths: number, what: string): void {
  const fixedCost = pool.filter((p) => fixed.has(p.id)).reduce((n, p) => n + p.price, 0);
  let cheapest = 0;
  let open = 0;
  for (const position of POSITION_IDS) {
    const inPosition = pool.filter((p) => p.position === position);
    const need = squadQuota(position) - inPosition.filter((p) => fixed.has(p.id)).length;
    const prices = inPosition.filter((p) => !fixed.has(p.id)).map((p) => p.price).sort((a, b) => a - b);
    cheapest += prices.slice(0, need).reduce((n, v) => n + v, 0);
    open += need;
  }
  if (fixedCost + cheapest > moneyTenths) {
    const over = `${formatTenths(fixedCost + cheapest - moneyTenths)} more than the ${formatTenths(moneyTenths)} available`;
    const cost = fixed.size === 0
      ? `the cheapest ${open} players cost ${formatTenths(cheapest)}`
      : `the ${what} players cost ${formatTenths(fixedCost)} and the cheapest ${open} for the open places ${formatTenths(cheapest)}`;
    throw new InfeasibleRequestError('budget', `Exceeds budget limit: ${cost}, ${over}`);
  }
}
