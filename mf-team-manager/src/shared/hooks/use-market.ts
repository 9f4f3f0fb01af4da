import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PRICE_MOVES_API, PriceMovesShape, type Fixture, type Player, type PriceMoves, type Team } from '@draftroom/contracts';
import { clubFixturesByGameweek, difficultyLevel, opponentLabel, plannerPlayerOf, projectionIn, type PlannerPlayer } from '@draftroom/domain';
import { getQuery, useFixtures, usePlayers, useTeams } from '@draftroom/ui';

export interface Opponent {
  /** 'ARS' at home, 'ars' away (the fixture table's convention). */
  label: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  isHome: boolean;
  teamName: string;
}

/** A predicted move of a player's price (decision 207): by how much, before which deadline, and why. */
export interface PriceMoveView {
  /** Tenths of £m: +1 a rise, -1 a fall. */
  change: number;
  /** The deadline it is predicted to come before. */
  gameweek: number;
  /** Net transfers in (negative: out) behind it, and that as a share of his owners. */
  netTransfers: number;
  shareOfOwners: number;
}

/** The player market as the planner screens need it: lookups, projections and opponents. */
export interface Market {
  players: Player[];
  player(id: number): Player | undefined;
  /** The domain's view of a player (position, club, price). */
  lookup(id: number): PlannerPlayer | undefined;
  xpts(id: number, gameweek: number): number | undefined;
  /** A club's opponents in a gameweek: none in a blank, two in a double. */
  opponents(teamId: number, gameweek: number): Opponent[];
  /** His predicted price move; undefined when none is predicted (or the predictions have not arrived). */
  priceMove(id: number): PriceMoveView | undefined;
}

export function buildMarket(players: Player[], teams: Team[], fixtures: Fixture[], moves?: PriceMoves): Market {
  const byId = new Map(players.map((p) => [p.id, p]));
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const byClub = new Map(teams.map((t) => [t.id, clubFixturesByGameweek(fixtures, t.id)]));
  // A move predicted from another price than the one shown (a list changed in between) is not shown.
  const moveById = new Map((moves?.players ?? []).filter((m) => byId.get(m.id) && Math.round(byId.get(m.id)!.price * 10) === m.price).map((m) => [m.id, m]));
  const planners = new Map<number, PlannerPlayer>();
  for (const p of players) {
    const planner = plannerPlayerOf(p);
    if (planner) planners.set(p.id, planner);
  }
  return {
    players,
    player: (id) => byId.get(id),
    lookup: (id) => planners.get(id),
    xpts: (id, gw) => {
      const player = byId.get(id);
      return player && projectionIn(player, gw);
    },
    opponents: (teamId, gw) =>
      (byClub.get(teamId)?.get(gw) ?? []).map((f) => {
        const team = teamById.get(f.opponent);
        return { label: opponentLabel(team?.short_name ?? '???', f.isHome), difficulty: difficultyLevel(f.difficulty), isHome: f.isHome, teamName: team?.name ?? '' };
      }),
    priceMove: (id) => {
      const move = moveById.get(id);
      return move && { change: move.change, gameweek: moves!.fromGameweek, netTransfers: move.netTransfers, shareOfOwners: move.shareOfOwners };
    },
  };
}

const priceMovesQuery = getQuery(PRICE_MOVES_API, PriceMovesShape);

/**
 * Players, clubs and fixtures together; `market` is there once all three have loaded. The
 * predicted price moves join when they arrive and are left out when they fail: a price without
 * its arrow is still right.
 */
export function useMarket() {
  const players = usePlayers();
  const teams = useTeams();
  const fixtures = useFixtures();
  const moves = useQuery(priceMovesQuery);
  const market = useMemo(
    () => (players.data && teams.data && fixtures.data ? buildMarket(players.data, teams.data, fixtures.data, moves.data) : undefined),
    [players.data, teams.data, fixtures.data, moves.data],
  );
  const error = players.error ?? teams.error ?? fixtures.error;
  return { market, error, isLoading: !market && !error };
}
