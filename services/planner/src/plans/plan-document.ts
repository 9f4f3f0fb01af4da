import type { PlanSquad, SaveFplPlan, SavePlan, TransferRecordPayload } from '@draftroom/contracts';
import {
  arrangeByFormation, DEFAULT_FORMATION, elevenProblem, formationOf, planSquadProblem, type PlayerLookup, type TeamFormation,
} from '@draftroom/domain';
import type { PlanDocument } from './plan.entity';

/** Both save calls (spec 7) in one shape: save-plan names it `name`, save-fpl-plan `planName`. */
export interface PlanInput {
  name: string;
  teamId: number;
  gameweekSquads: SavePlan['gameweekSquads'];
  transferHistory: TransferRecordPayload[];
  gameweekFormations?: SaveFplPlan['gameweekFormations'];
  gameweekPitchPlayers?: SaveFplPlan['gameweekPitchPlayers'];
  gameweekBankAmounts?: SavePlan['gameweekBankAmounts'];
}

export const fromSavePlan = ({ name, ...rest }: SavePlan): PlanInput => ({ name, ...rest });
export const fromSaveFplPlan = ({ planName, ...rest }: SaveFplPlan): PlanInput => ({ name: planName, ...rest });

/** A plan that breaks a rule of the game; its message names the gameweek and the rule. */
export class PlanProblem extends Error {}

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

function squadOf(gameweek: string, entry: SquadEntry, input: PlanInput, lookup: PlayerLookup): PlanSquad {
  const detail = Array.isArray(entry) ? { players: entry } : entry;
  const fail = (problem: string): never => {
    throw new PlanProblem(`Gameweek ${gameweek}: ${problem}`);
  };
  const problem = planSquadProblem(detail.players, lookup);
  if (problem) fail(problem);
  const line = lineUp(detail.players, detail.formation ?? input.gameweekFormations?.[gameweek],
    detail.pitchPlayers ?? input.gameweekPitchPlayers?.[gameweek], lookup);
  if (line.problem) fail(line.problem);
  const bankAmount = detail.bankAmount ?? input.gameweekBankAmounts?.[gameweek];
  if (bankAmount == null) fail('the bank amount is missing');
  const captain = detail.captain ?? null;
  const viceCaptain = detail.viceCaptain ?? null;
  for (const [role, id] of [['captain', captain], ['vice captain', viceCaptain]] as const) {
    if (id != null && !detail.players.includes(id)) fail(`the ${role} is not in the squad`);
  }
  if (captain != null && captain === viceCaptain) fail('the captain cannot also be the vice captain');
  return { players: detail.players, formation: line.formation!, pitchPlayers: line.pitch!, bankAmount: bankAmount!, captain, viceCaptain };
}

/** A transfer must belong to a planned gameweek and match its squad (in is there, out is not). */
function checkTransfer(t: TransferRecordPayload, squads: Record<string, PlanSquad>, lookup: PlayerLookup): void {
  const label = `Transfer ${t.playerOut} → ${t.playerIn} in gameweek ${t.gameweek}`;
  const squad = squads[String(t.gameweek)];
  if (!squad) throw new PlanProblem(`${label}: the plan has no squad for that gameweek`);
  for (const id of [t.playerOut, t.playerIn]) if (!lookup(id)) throw new PlanProblem(`${label}: player ${id} is not a known player`);
  if (!squad.players.includes(t.playerIn) || squad.players.includes(t.playerOut)) {
    throw new PlanProblem(`${label}: does not match that gameweek's squad`);
  }
}

/** Checks a plan against real players and the game's rules, and turns it into the stored document. */
export function planDocument(input: PlanInput, lookup: PlayerLookup): PlanDocument {
  const gameweekSquads: Record<string, PlanSquad> = {};
  const keys = Object.keys(input.gameweekSquads).sort((a, b) => Number(a) - Number(b));
  for (const gw of keys) gameweekSquads[String(Number(gw))] = squadOf(gw, input.gameweekSquads[gw], input, lookup);
  const transferHistory = [...input.transferHistory].sort((a, b) => a.gameweek - b.gameweek);
  for (const t of transferHistory) checkTransfer(t, gameweekSquads, lookup);
  return { gameweekSquads, transferHistory };
}
