import { useMemo } from 'react';
import type { Fixture, Player, Team } from '@draftroom/contracts';
import { clubFixturesByGameweek, difficultyLevel, opponentLabel, plannerPlayerOf, projectionIn, type PlannerPlayer } from '@draftroom/domain';
import { useFixtures, usePlayers, useTeams } from '@draftroom/ui';

export interface Opponent {
  /** 'ARS' at home, 'ars' away (the fixture table's convention). */
  label: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  isHome: boolean;
  teamName: string;
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
}

export function buildMarket(players: Player[], teams: Team[], fixtures: Fixture[]): Market {
  const byId = new Map(players.map((p) => [p.id, p]));
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const byClub = new Map(teams.map((t) => [t.id, clubFixturesByGameweek(fixtures, t.id)]));
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
  };
}

/** Players, clubs and fixtures together; `market` is there once all three have loaded. */
export function useMarket() {
  const players = usePlayers();
  const teams = useTeams();
  const fixtures = useFixtures();
  const market = useMemo(
    () => (players.data && teams.data && fixtures.data ? buildMarket(players.data, teams.data, fixtures.data) : undefined),
    [players.data, teams.data, fixtures.data],
  );
  const error = players.error ?? teams.error ?? fixtures.error;
  return { market, error, isLoading: !market && !error };
}
