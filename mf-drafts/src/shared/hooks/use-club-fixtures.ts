import { useCallback, useMemo } from 'react';
import { clubFixturesByGameweek, opponentLabel } from '@draftroom/domain';
import { useFixtures, useTeams } from '@draftroom/ui';

export interface OpponentFixture {
  /** Upper case at home, lower case away (spec 3). */
  label: string;
  isHome: boolean;
  difficulty: number;
}

/**
 * A club's opponents in a gameweek (none for a blank, two for a double), from /api/fixtures and
 * /api/teams. Returns undefined until both have loaded.
 */
export function useClubFixtures(): ((teamId: number, gameweek: number) => OpponentFixture[]) | undefined {
  const fixtures = useFixtures();
  const teams = useTeams();
  const byClub = useMemo(() => {
    if (!fixtures.data || !teams.data) return undefined;
    const names = new Map(teams.data.map((t) => [t.id, t.short_name]));
    const out = new Map<number, Map<number, OpponentFixture[]>>();
    for (const team of teams.data) {
      const games = new Map<number, OpponentFixture[]>();
      for (const [gw, list] of clubFixturesByGameweek(fixtures.data, team.id)) {
        games.set(gw, list.map((f) => ({ label: opponentLabel(names.get(f.opponent) ?? '?', f.isHome), isHome: f.isHome, difficulty: f.difficulty })));
      }
      out.set(team.id, games);
    }
    return out;
  }, [fixtures.data, teams.data]);
  const lookup = useCallback((teamId: number, gameweek: number) => byClub?.get(teamId)?.get(gameweek) ?? [], [byClub]);
  return byClub ? lookup : undefined;
}
