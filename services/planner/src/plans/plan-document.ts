import type { PlanWire, PlanWireSquad } from '@draftroom/contracts';
import {
  arrangeByFormation, armbandProblem, DEFAULT_FORMATION, elevenProblem, formationOf, squadProblem, type PlannerPlayer, type PlayerLookup,
  type TeamFormation,
} from '@draftroom/domain';

/** A plan that breaks a rule of the game; its message names the gameweek and the rule. */
export class PlanProblem extends Error {}

/** The eleven and formation of a squad: as sent, or (for a plain list) the default shape in list order. */
function lineUp(players: number[], formation: TeamFormation | undefined, pitch: number[] | undefined, lookup: PlayerLookup) {
  if (pitch) {
    const shape = formation ?? formationOf(pitch.map((id) => ({ position: lookup(id)?.position ?? 1 })));
    if (!shape) return { problem: 'the eleven on the pitch is not one of the Team Manager formations' };
    return { formation: shape, pitch, problem: elevenProblem(pitch, players, shape, lookup) };
  }
  const chosen = formation ?? DEFAULT_FORMATION;
  const order = new Map(players.map((id, i) => [id, i]));
  const arranged = arrangeByFormation(players, chosen, (id) => lookup(id)!.position, (a, b) => order.get(a)! - order.get(b)!);
  return { formation: chosen, pitch: arranged!.starters };
}

export const nameOf = (player: PlannerPlayer): string => player.name ?? `player ${player.id}`;

/**
 * The fifteen of one gameweek: known players, and a legal squad by the one squad rule (money is
 * the replay's). The club rule stops only the players `bought` that gameweek (decision 228): a
 * squad may keep four of a club after a move until a gameweek buys anyone, which must leave
 * every club at three; that the others were held is the replay's to check.
 */
function fifteenOf(players: number[], bought: ReadonlySet<number>, lookup: PlayerLookup): string | undefined {
  const unknown = players.find((id) => !lookup(id));
  if (unknown !== undefined) return `Player ${unknown} is not a known player`;
  const known = players.map((id) => lookup(id)!);
  const problem = squadProblem(known, null, new Set(players.filter((id) => !bought.has(id))));
  if (!problem) return undefined;
  const who = problem.index === null ? undefined : known[problem.index];
  return who ? `${problem.message} (${nameOf(who)})` : problem.message;
}

/** One gameweek checked and completed: its eleven and formation decided, no armband read as null; its bank as sent. */
function squadOf(gameweek: string, detail: PlanWireSquad, bought: ReadonlySet<number>, lookup: PlayerLookup): PlanWireSquad {
  const fail = (problem: string): never => {
    throw new PlanProblem(`Gameweek ${gameweek}: ${problem}`);
  };
  const problem = fifteenOf(detail.players, bought, lookup);
  if (problem) fail(problem);
  const line = lineUp(detail.players, detail.formation, detail.pitchPlayers, lookup);
  if (line.problem) fail(line.problem);
  const captain = detail.captain ?? null;
  const viceCaptain = detail.viceCaptain ?? null;
  const armbands = armbandProblem(detail.players, captain, viceCaptain);
  if (armbands) fail(armbands);
  const chip = detail.chip ? { chip: detail.chip } : {};
  return { players: detail.players, formation: line.formation!, pitchPlayers: line.pitch!, bankAmount: detail.bankAmount, captain, viceCaptain, ...chip };
}

/**
 * Checks each gameweek of a plan against real players and the game's rules: a legal fifteen,
 * the eleven in its formation, the armbands. Returns the same plan with its gameweeks in order
 * and completed, and its transfers by gameweek. Money and transfers are the replay's (plans.service).
 */
export function checkPlan(plan: PlanWire, lookup: PlayerLookup): PlanWire {
  const gameweekSquads: Record<string, PlanWireSquad> = {};
  const keys = Object.keys(plan.gameweekSquads).sort((a, b) => Number(a) - Number(b));
  const boughtIn = (gw: string) => new Set(plan.transferHistory.filter((t) => t.gameweek === Number(gw)).map((t) => t.playerIn));
  for (const gw of keys) gameweekSquads[String(Number(gw))] = squadOf(gw, plan.gameweekSquads[gw], boughtIn(gw), lookup);
  // A stable sort: within a gameweek the transfers keep the order they were made in.
  const transferHistory = [...plan.transferHistory].sort((a, b) => a.gameweek - b.gameweek);
  return { ...plan, gameweekSquads, transferHistory };
}
