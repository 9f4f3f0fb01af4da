import { arrangeByFormation, DEFAULT_TEAM_MANAGER_FORMATION, isFormation, TEAM_FORMATIONS } from '../squad/formations';
import { isPositionId, type PositionId } from '../position/positions';
import { SQUAD_SIZE } from '../squad/squad-limits';
import type { GameweekSquad, PlayerLookup, SlotRef, SquadSlot, TeamFormation } from './types';

/** The Team Manager's default formation (spec 9), typed as one of its seven. */
export const DEFAULT_FORMATION = DEFAULT_TEAM_MANAGER_FORMATION as TeamFormation;

/** The fifteen slots, starters first then the bench. */
export const allSlots = (squad: Pick<GameweekSquad, 'starters' | 'bench'>): SquadSlot[] => [...squad.starters, ...squad.bench];

/** Ids of the players in the squad (empty slots left out). */
export const squadPlayerIds = (squad: Pick<GameweekSquad, 'starters' | 'bench'>): number[] =>
  allSlots(squad).flatMap((s) => (s.playerId == null ? [] : [s.playerId]));

export const isSquadComplete = (squad: Pick<GameweekSquad, 'starters' | 'bench'>): boolean =>
  squadPlayerIds(squad).length === SQUAD_SIZE;

export const slotAt = (squad: GameweekSquad, ref: SlotRef): SquadSlot | undefined =>
  (ref.onBench ? squad.bench : squad.starters)[ref.index];

/** Where a player sits in the squad, if he is in it. */
export function findPlayer(squad: GameweekSquad, playerId: number): SlotRef | undefined {
  const index = squad.starters.findIndex((s) => s.playerId === playerId);
  if (index >= 0) return { onBench: false, index };
  const benchIndex = squad.bench.findIndex((s) => s.playerId === playerId);
  return benchIndex >= 0 ? { onBench: true, index: benchIndex } : undefined;
}

/** A copy of the squad with one slot replaced. */
export function withSlot(squad: GameweekSquad, ref: SlotRef, slot: SquadSlot): GameweekSquad {
  const list = [...(ref.onBench ? squad.bench : squad.starters)];
  list[ref.index] = slot;
  return ref.onBench ? { ...squad, bench: list } : { ...squad, starters: list };
}

/** '4-4-2' when the eleven has a known shape (one goalkeeper, 3-5 defenders...), else undefined. */
export function formationOf(starters: readonly Pick<SquadSlot, 'position'>[]): TeamFormation | undefined {
  const count = (p: PositionId) => starters.filter((s) => s.position === p).length;
  if (count(1) !== 1) return undefined;
  const candidate = `${count(2)}-${count(3)}-${count(4)}`;
  return isFormation(candidate, TEAM_FORMATIONS) ? (candidate as TeamFormation) : undefined;
}

/**
 * Puts the squad into a formation (spec 4: the eleven is rearranged from the fifteen, the rest go
 * to the bench). The captain and vice captain keep their places first. Then, given the
 * gameweek's projection `xptsOf`, the best eleven for the new shape starts (highest xPts, as a
 * manager would pick it); without one, players keep their relative order: current starters in
 * the order they stand, then the bench in its order, so the change moves as few players as it
 * can. Only when the shape has no room for both armbands (two forwards into 4-5-1) does one leave
 * the eleven, and then the player who came into the eleven takes it, as a substitution would give it.
 */
export function changeFormation(
  squad: GameweekSquad,
  formation: TeamFormation,
  xptsOf?: (playerId: number) => number | undefined,
): GameweekSquad {
  const ordered = allSlots(squad);
  const armband = (slot: SquadSlot) =>
    slot.playerId == null ? 2 : slot.playerId === squad.captainId ? 0 : slot.playerId === squad.viceCaptainId ? 1 : 2;
  const rank = new Map(ordered.map((slot, i) => [slot, i]));
  const worth = (slot: SquadSlot) => (xptsOf && slot.playerId != null ? xptsOf(slot.playerId) ?? 0 : 0);
  const better = (a: SquadSlot, b: SquadSlot) => armband(a) - armband(b) || worth(b) - worth(a) || rank.get(a)! - rank.get(b)!;
  const arranged = arrangeByFormation(ordered, formation, (s) => s.position, better);
  if (!arranged) return squad;
  // The bench keeps the order the manager gave it, for the players who stay there.
  const bench = [...arranged.bench].sort((a, b) => (a.position === 1 ? -1 : b.position === 1 ? 1 : rank.get(a)! - rank.get(b)!));
  const starting = new Set(arranged.starters.map((s) => s.playerId));
  const cameOn = arranged.starters.filter((s) => s.playerId != null && !squad.starters.includes(s)).map((s) => s.playerId);
  const keep = (id: number | null, other: number | null) =>
    id == null || starting.has(id) ? id : cameOn.find((c) => c !== other) ?? id;
  const captainId = keep(squad.captainId, squad.viceCaptainId);
  const viceCaptainId = keep(squad.viceCaptainId, captainId);
  return { ...squad, formation, starters: arranged.starters, bench, captainId, viceCaptainId };
}

const byPitchOrder = (a: SquadSlot, b: SquadSlot) => a.position - b.position;

/**
 * Whether two places can swap, as in the game: two starters or two bench players of one
 * position; a bench outfielder with another (the bench order 1-3); or a starter with a bench
 * player when the eleven that results is one of the formations (a goalkeeper only for a
 * goalkeeper). The formation then follows the eleven.
 */
export function canSubstitute(squad: GameweekSquad, a: SlotRef, b: SlotRef): boolean {
  const first = slotAt(squad, a);
  const second = slotAt(squad, b);
  if (!first || !second) return false;
  if (a.onBench === b.onBench && a.index === b.index) return false;
  if (first.position === second.position) return true;
  if ((first.position === 1) !== (second.position === 1)) return false;
  if (a.onBench && b.onBench) return true;
  if (!a.onBench && !b.onBench) return false;
  const [starter, benched] = a.onBench ? [b, a] : [a, b];
  const eleven = squad.starters.map((s, i) => (i === starter.index ? slotAt(squad, benched)! : s));
  return formationOf(eleven) !== undefined;
}

/**
 * Swaps two places (canSubstitute). When the captain or vice captain leaves the eleven, the player
 * who takes his place takes the armband, as the game does. The eleven stays in pitch order and
 * the formation follows it.
 */
export function substitute(squad: GameweekSquad, a: SlotRef, b: SlotRef): GameweekSquad {
  if (!canSubstitute(squad, a, b)) return squad;
  const first = slotAt(squad, a)!;
  const second = slotAt(squad, b)!;
  let next = withSlot(withSlot(squad, a, second), b, first);
  if (a.onBench !== b.onBench) {
    const goingOff = (a.onBench ? second : first).playerId;
    const comingOn = (a.onBench ? first : second).playerId;
    if (goingOff != null && squad.captainId === goingOff) next = { ...next, captainId: comingOn };
    if (goingOff != null && squad.viceCaptainId === goingOff) next = { ...next, viceCaptainId: comingOn };
    if (first.position !== second.position) {
      const starters = [...next.starters].sort(byPitchOrder);
      next = { ...next, starters, formation: formationOf(starters) ?? next.formation };
    }
  }
  return next;
}

/** Spec 4: captain and vice are exclusive; naming the vice captain makes the old captain vice. */
export function makeCaptain(squad: GameweekSquad, playerId: number): GameweekSquad {
  if (squad.captainId === playerId) return squad;
  const viceCaptainId = squad.viceCaptainId === playerId ? squad.captainId : squad.viceCaptainId;
  return { ...squad, captainId: playerId, viceCaptainId };
}

/** ...and naming the captain as vice makes the old vice captain. */
export function makeViceCaptain(squad: GameweekSquad, playerId: number): GameweekSquad {
  if (squad.viceCaptainId === playerId) return squad;
  const captainId = squad.captainId === playerId ? squad.viceCaptainId : squad.captainId;
  return { ...squad, captainId, viceCaptainId: playerId };
}

/** A pick of the official game, as far as the squad needs it. */
export interface PickLike {
  element: number;
  /** 1-11 starters, 12-15 bench. */
  position: number;
  element_type: number;
  is_captain: boolean;
  is_vice_captain: boolean;
}

/**
 * The squad of a real team from its picks: the eleven and bench as picked, the formation they
 * form (or the default 4-4-2, rearranging, when it is not in the list), captaincy and bank.
 * Positions come from the catalogue when it knows the player; picks that are not footballers
 * (the assistant manager chip) are left out.
 */
export function squadFromPicks(
  picks: readonly PickLike[],
  bankTenths: number,
  gameweek: number,
  lookup: PlayerLookup,
): GameweekSquad {
  const ordered = [...picks].filter((p) => isPositionId(lookup(p.element)?.position ?? p.element_type))
    .sort((a, b) => a.position - b.position);
  const slot = (p: PickLike): SquadSlot => ({ position: (lookup(p.element)?.position ?? p.element_type) as PositionId, playerId: p.element });
  const starters = ordered.filter((p) => p.position <= 11).map(slot).sort(byPitchOrder);
  const bench = ordered.filter((p) => p.position > 11).map(slot);
  const squad: GameweekSquad = {
    gameweek,
    starters,
    bench,
    formation: formationOf(starters) ?? DEFAULT_FORMATION,
    captainId: ordered.find((p) => p.is_captain)?.element ?? null,
    viceCaptainId: ordered.find((p) => p.is_vice_captain)?.element ?? null,
    bankTenths,
    transfers: [],
  };
  return formationOf(starters) ? squad : changeFormation(squad, squad.formation);
}

/**
 * A squad from fifteen players without picks (a saved draft): the default formation with the
 * best-ranked players starting, the two best starters as captain and vice.
 */
export function squadFromPlayers(
  playerIds: readonly number[],
  bankTenths: number,
  gameweek: number,
  lookup: PlayerLookup,
  better: (a: number, b: number) => number,
): GameweekSquad {
  const known = playerIds.filter((id) => lookup(id));
  const formation = DEFAULT_FORMATION;
  const arranged = arrangeByFormation(known, formation, (id) => lookup(id)!.position, better);
  const starters = (arranged?.starters ?? known.slice(0, 11)).map((id) => ({ position: lookup(id)!.position, playerId: id }));
  const bench = (arranged?.bench ?? known.slice(11)).map((id) => ({ position: lookup(id)!.position, playerId: id }));
  const leaders = starters.map((s) => s.playerId!).sort(better);
  return {
    gameweek, starters, bench, formation, bankTenths, transfers: [],
    captainId: leaders[0] ?? null,
    viceCaptainId: leaders[1] ?? null,
  };
}
