import type { Chip } from './chips';
import { squadFor, type PlanState } from './plan';
import { startOfFirstGameweek } from './replay-plan';
import type { GameweekSquad, PlayerLookup, SquadSlot, TeamFormation, TransferRecord } from './types';

/** A gameweek of a saved plan as the server answers it (GET /api/saved-plans/{id}). */
export interface SavedGameweek {
  players: readonly number[];
  formation: TeamFormation;
  pitchPlayers: readonly number[];
  bankAmount: number;
  captain: number | null;
  viceCaptain: number | null;
  chip?: Chip | null;
}

export interface SavedPlanLike {
  gameweekSquads: Readonly<Record<string, SavedGameweek>>;
  transferHistory: readonly TransferRecord[];
  firstGameweekFreeTransfers?: number;
}

/**
 * The squad a saved plan has in a gameweek: its own, else the latest planned before it carried
 * forward (a plan holds its last squad after its last gameweek); after a free hit, the squad from
 * before it. `from` says which gameweek it comes from; undefined before the plan starts.
 */
export function savedSquadIn<T extends { chip?: Chip | null }>(squads: Readonly<Record<string, T>>, gameweek: number): { squad: T; from: number } | undefined {
  const earlier = Object.keys(squads).map(Number).filter((g) => g <= gameweek).sort((a, b) => b - a);
  for (const g of earlier) {
    // a free hit's squad is for its own gameweek only
    if (g !== gameweek && squads[String(g)].chip === 'freehit') continue;
    return { squad: squads[String(g)], from: g };
  }
  return undefined;
}

function squadOf(saved: SavedGameweek, gameweek: number, carried: GameweekSquad, transfers: TransferRecord[], lookup: PlayerLookup): GameweekSquad | undefined {
  const slot = (id: number): SquadSlot | undefined => {
    const player = lookup(id);
    return player && { position: player.position, playerId: id };
  };
  const starters = saved.pitchPlayers.map(slot);
  const bench = saved.players.filter((id) => !saved.pitchPlayers.includes(id)).map(slot)
    .sort((a, b) => (a?.position === 1 ? -1 : b?.position === 1 ? 1 : 0));
  if (starters.some((s) => !s) || bench.some((s) => !s)) return undefined;
  return {
    ...carried, gameweek, formation: saved.formation, bankTenths: saved.bankAmount, transfers, chip: saved.chip ?? null,
    starters: (starters as SquadSlot[]).sort((a, b) => a.position - b.position), bench: bench as SquadSlot[],
    captainId: saved.captain, viceCaptainId: saved.viceCaptain,
  };
}

/**
 * A saved plan opened again in the Team Manager on top of the plan the team (or draft) starts
 * (issue 14): each saved gameweek from the plan's first planning gameweek on becomes a stored
 * squad, in order, so purchase prices follow; the corrected free transfers come back too.
 * Gameweeks before the first that can be planned now are history and are left out.
 */
export function reopenPlan(start: PlanState, saved: SavedPlanLike, lookup: PlayerLookup): PlanState {
  const weeks = Object.keys(saved.gameweekSquads).map(Number).filter((g) => g >= start.firstGameweek).sort((a, b) => a - b);
  const stored: Record<number, GameweekSquad> = {};
  for (const gw of weeks) {
    const carried = squadFor(start, stored, gw);
    const squad = squadOf(saved.gameweekSquads[String(gw)], gw, carried, saved.transferHistory.filter((t) => t.gameweek === gw), lookup);
    if (!squad) break; // a player the market no longer knows: keep what came before
    stored[gw] = squad;
  }
  const initialFreeTransfers = saved.firstGameweekFreeTransfers ?? start.initialFreeTransfers;
  const plan = { ...start, stored, initialFreeTransfers, derivedFreeTransfers: start.derivedFreeTransfers ?? start.initialFreeTransfers };
  return { ...plan, current: squadFor(plan, stored, start.firstGameweek), changed: false };
}

/**
 * The fifteen and bank a plan started from a draft begins with, in the gameweek before
 * `firstGameweek` (the first that can be planned now): the plan's own squad then if it reaches
 * that far, else its first gameweek with that gameweek's transfers undone (as the server replays
 * it). Undefined for a plan with no squad.
 */
export function savedPlanStart(saved: SavedPlanLike, firstGameweek: number): { players: number[]; bankTenths: number } | undefined {
  const before = savedSquadIn(saved.gameweekSquads, firstGameweek - 1);
  if (before) return { players: [...before.squad.players], bankTenths: before.squad.bankAmount };
  const first = Object.keys(saved.gameweekSquads).map(Number).sort((a, b) => a - b)[0];
  if (first === undefined) return undefined;
  const squad = saved.gameweekSquads[String(first)];
  const start = startOfFirstGameweek({ gameweek: first, players: squad.players, bankTenths: squad.bankAmount }, saved.transferHistory, 0);
  return { players: [...start.players], bankTenths: start.bankTenths };
}
