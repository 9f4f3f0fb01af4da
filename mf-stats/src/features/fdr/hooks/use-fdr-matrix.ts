import { useMemo } from 'react';
import { defaultFdrRange, excludedInRange, fdrMatrix, shownGameweeks } from '@draftroom/domain';
import { combineQueries, useFixtures, useSeason, useTeams } from '@draftroom/ui';
import type { FdrFilterState } from './use-fdr-filters';

/** The matrix rows for the filters, from the fixtures and clubs of the catalogue. */
export function useFdrMatrix(state: FdrFilterState) {
  const teams = useTeams();
  const fixtures = useFixtures();
  const season = useSeason();
  const fallback = useMemo(() => defaultFdrRange(season.data?.nextGameweeks ?? []), [season.data]);
  const range = state.range ?? fallback;
  const excluded = excludedInRange(range, state.excluded);
  const gameweeks = useMemo(() => shownGameweeks(range, state.excluded), [range, state.excluded]);
  const rows = useMemo(
    () => fdrMatrix(teams.data ?? [], fixtures.data ?? [], gameweeks, { clubIds: state.teamIds, sort: state.sort }),
    [teams.data, fixtures.data, gameweeks, state.teamIds, state.sort],
  );
  const clubsById = useMemo(() => new Map((teams.data ?? []).map((t) => [t.id, t])), [teams.data]);
  return {
    ...combineQueries(teams, fixtures, season),
    clubs: teams.data ?? [],
    clubsById,
    fallback,
    range,
    excluded,
    gameweeks,
    rows,
  };
}
export type FdrMatrixModel = ReturnType<typeof useFdrMatrix>;
