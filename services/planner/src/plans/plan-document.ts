import type { PlanSquad, SaveFplPlan, SavePlan, TransferRecordPayload } from '@draftroom/contracts';
import {
  arrangeByFormation, armbandProblem, DEFAULT_FORMATION, elevenProblem, formationOf, squadProblem, type PlannerPlayer, type PlayerLookup,
  type TeamFormation,
} from '@draftroom/domain';

/**
 * Both save calls (spec 7) in one shape: save-plan names it `name`, save-fpl-plan `planName`.
 * `origin` says where the plan starts: a real team's picks (save-fpl-plan), or its own first
 * gameweek (save-plan, the Team Manager's plans from a draft).
 */
export interface PlanInput {
  origin: 'team' | 'own-start';
  name: string;
  teamId: number;
  gameweekSquads: SavePlan['gameweekSquads'];
  transferHistory: TransferRecordPayload[];
  gameweekFormations?: SaveFplPlan['gameweekFormations'];
  gameweekPitchPlayers?: SaveFplPlan['gameweekPitchPlayers'];
  gameweekBankAmounts?: SavePlan['gameweekBankAmounts'];
  firstGameweekFreeTransfers?: number;
  replaces?: SavePlan['replaces'];
}

export const fromSavePlan = ({ name, ...rest }: SavePlan): PlanInput => ({ origin: 'own-start', name, ...rest });
export const fromSaveFplPlan = ({ planName, ...rest }: SaveFplPlan): PlanInput => ({ origin: 'team', name: planName, ...rest });

/** A plan that breaks a rule of the game; its message names the gameweek and the rule. */
export class PlanProblem extends Error {}

/** A gameweek as checked; its bank is what was sent, if anything, until the replay has computed it. */
export type CheckedSquad = Omit<PlanSquad, 'bankAmount'> & { bankAmount?: number };

/** The plan's squads by gameweek (in order) and its transfers by gameweek (each gameweek in the order made). */
export interface CheckedPlan {
  gameweekSquads: Record<string, CheckedSquad>;
  transferHistory: TransferRecordPayload[];
}

type SquadEntry = PlanInput['gameweekSquads'][string];

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

/** The fifteen of one gameweek: known players, and a legal squad by the one squad rule (money is the replay's). */
function fifteenOf(players: number[], lookup: PlayerLookup): string | undefined {
  const unknown = players.find((id) => !lookup(id));
  if (unknown !== undefined) return `Player ${unknown} is not a known player`;
  const known = players.map((id) => lookup(id)!);
  const problem = squadProblem(known, null);
  if (!problem) return undefined;
  const who = problem.index === null ? undefined : known[problem.index];
  return who ? `${problem.message} (${nameOf(who)})` : problem.message;
}

function squadOf(gameweek: string, entry: SquadEntry, input: PlanInput, lookup: PlayerLookup): CheckedSquad {
  const detail = Array.isArray(entry) ? { players: entry } : entry;
  const fail = (problem: string): never => {
    throw new PlanProblem(`Gameweek ${gameweek}: ${problem}`);
  };
  const problem = fifteenOf(detail.players, lookup);
  if (problem) fail(problem);
  const line = lineUp(detail.players, detail.formation ?? input.gameweekFormations?.[gameweek],
    detail.pitchPlayers ?? input.gameweekPitchPlayers?.[gameweek], lookup);
  if (line.problem) fail(line.problem);
  const captain = detail.captain ?? null;
  const viceCaptain = detail.viceCaptain ?? null;
  const armbands = armbandProblem(detail.players, captain, viceCaptain);
  if (armbands) fail(armbands);
  const bankAmount = detail.bankAmount ?? input.gameweekBankAmounts?.[gameweek];
  const chip = detail.chip ? { chip: detail.chip } : {};
  return { players: detail.players, formation: line.formation!, pitchPlayers: line.pitch!, bankAmount, captain, viceCaptain, ...chip };
}

/**
 * Checks each gameweek of a plan against real players and the game's rules: a legal fifteen,
 * the eleven in its formation, the armbands. Money and transfers are the replay's (plans.service).
 */
export function checkPlan(input: PlanInput, lookup: PlayerLookup): CheckedPlan {
  const gameweekSquads: Record<string, CheckedSquad> = {};
  const keys = Object.keys(input.gameweekSquads).sort((a, b) => Number(a) - Number(b));
  for (const gw of keys) gameweekSquads[String(Number(gw))] = squadOf(gw, input.gameweekSquads[gw], input, lookup);
  // A stable sort: within a gameweek the transfers keep the order they were made in.
  const transferHistory = [...input.transferHistory].sort((a, b) => a.gameweek - b.gameweek);
  return { gameweekSquads, transferHistory };
}
