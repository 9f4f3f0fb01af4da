import type { SeasonData } from '@draftroom/fpl-data';

/**
 * Manager teams the fixture server answers for (/entry/{id}/...). They are built from real
 * players of the season so that the planner's rules (quotas, clubs, prices) meet real data.
 */
export interface FixturePick {
  element: number;
  position: number;
  multiplier: number;
  is_captain: boolean;
  is_vice_captain: boolean;
  element_type: number;
}

export interface FixtureGameweek {
  active_chip: string | null;
  entry_history: {
    event: number; points: number; total_points: number; rank: number | null; overall_rank: number | null;
    bank: number; value: number; event_transfers: number; event_transfers_cost: number; points_on_bench: number;
  };
  picks: FixturePick[];
}

export interface FixtureTransfer {
  element_in: number; element_in_cost: number; element_out: number; element_out_cost: number;
  entry: number; event: number; time: string;
}

export interface FixtureEntry {
  id: number;
  name: string;
  /** Picks by gameweek. */
  gameweeks: Record<number, FixtureGameweek>;
  transfers: FixtureTransfer[];
}

export type EntryBuilder = (season: SeasonData) => FixtureEntry[];

/**
 * The cheapest legal squad of 15 (2 GK, 5 DEF, 5 MID, 3 FWD, at most 3 per club) among players
 * who played in gameweek 1, picked deterministically: a plain team that every planner test can load.
 */
export function plainSquad(season: SeasonData, gameweek = 1): number[] {
  const played = new Set(season.appearances.filter((a) => a.gameweek === gameweek && a.minutes > 0).map((a) => a.playerId));
  const quota: Record<number, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
  const perClub = new Map<number, number>();
  const chosen: number[] = [];
  const candidates = season.players
    .filter((p) => played.has(p.id))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id - b.id);
  for (const p of candidates) {
    if (quota[p.position] === 0 || (perClub.get(p.teamId) ?? 0) >= 3) continue;
    quota[p.position] -= 1;
    perClub.set(p.teamId, (perClub.get(p.teamId) ?? 0) + 1);
    chosen.push(p.id);
    if (chosen.length === 15) break;
  }
  return chosen;
}

/** Turns 15 player ids into picks: GK first, then a 4-4-2 eleven, then the bench. */
export function picksFor(season: SeasonData, squad: number[], captain = 0, vice = 1): FixturePick[] {
  const byId = new Map(season.players.map((p) => [p.id, p]));
  const sorted = [...squad].sort((a, b) => (byId.get(a)?.position ?? 0) - (byId.get(b)?.position ?? 0));
  const gks = sorted.filter((id) => byId.get(id)?.position === 1);
  const outfield = sorted.filter((id) => byId.get(id)?.position !== 1);
  const eleven = [gks[0], ...outfield.slice(0, 10)];
  const bench = [gks[1], ...outfield.slice(10)];
  return [...eleven, ...bench].map((element, i) => ({
    element,
    position: i + 1,
    multiplier: i >= 11 ? 0 : i === captain ? 2 : 1,
    is_captain: i === captain,
    is_vice_captain: i === vice,
    element_type: byId.get(element)?.position ?? 0,
  }));
}

/** One plain team (id 1001): same fifteen from GW1 to GW4, no chips, no transfers. */
export const plainEntry: EntryBuilder = (season) => {
  const squad = plainSquad(season);
  const gameweeks: Record<number, FixtureGameweek> = {};
  let total = 0;
  for (let gw = 1; gw <= 4; gw += 1) {
    const points = 50 + gw;
    total += points;
    gameweeks[gw] = {
      active_chip: null,
      entry_history: {
        event: gw, points, total_points: total, rank: 1_000_000, overall_rank: 900_000 - gw * 1000,
        bank: 5, value: 995, event_transfers: 0, event_transfers_cost: 0, points_on_bench: 4,
      },
      picks: picksFor(season, squad),
    };
  }
  return [{ id: 1001, name: 'Plain Fixture XI', gameweeks, transfers: [] }];
};
