import { useMemo, useState } from 'react';
import { fixturePairings, gameweekRange, pairingRanges, withFrom, withTo, type GameweekRange } from '@draftroom/domain';
import { combineQueries, useFixtures, useSeason, useTeams } from '@draftroom/ui';

/** 0 = the 6-gameweek range (default), 1 = the 12-gameweek range, 'custom' = any From/To. */
export type PairingChoice = 0 | 1 | 'custom';

/**
 * The best pairings for the chosen range, computed from the fixtures (never typed in). The two
 * preset ranges start at the planning gameweek of the season clock.
 */
export function usePairings() {
  const teams = useTeams();
  const fixtures = useFixtures();
  const season = useSeason();
  const [choice, setChoice] = useState<PairingChoice>(0);
  const [custom, setCustom] = useState<GameweekRange | null>(null);

  const presets = pairingRanges(season.data?.planningFrom ?? 1);
  const range: GameweekRange = choice === 'custom' ? (custom ?? presets[0]) : presets[choice];
  const gameweeks = useMemo(() => gameweekRange(range.from, range.to), [range.from, range.to]);
  const pairs = useMemo(() => fixturePairings(teams.data ?? [], fixtures.data ?? [], gameweeks), [teams.data, fixtures.data, gameweeks]);
  const clubsById = useMemo(() => new Map((teams.data ?? []).map((t) => [t.id, t])), [teams.data]);

  return {
    ...combineQueries(teams, fixtures, season),
    presets,
    choice,
    choose: (next: PairingChoice) => {
      if (next === 'custom' && !custom) setCustom(range);
      setChoice(next);
    },
    range,
    setFrom: (gw: number) => setCustom(withFrom(range, gw)),
    setTo: (gw: number) => setCustom(withTo(range, gw)),
    gameweeks,
    pairs,
    clubsById,
  };
}
export type PairingsModel = ReturnType<typeof usePairings>;
