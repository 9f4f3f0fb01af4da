import { useMemo, useState } from 'react';
import type { Draft, Player } from '@draftroom/contracts';
import {
  LAST_GAMEWEEK, SQUAD_SIZE, TEAM_FORMATIONS, bestCaptain, bestLineup, draftRatingParts, gameweekRange, lineupKeeping, lineupPoints,
  optimalPoints, ratingStanding, ratingWindow, type Formation,
} from '@draftroom/domain';
import { playersOf } from '../../../shared/hooks/use-player-index';

interface Lineup {
  formation: Formation;
  starters: Player[];
  bench: Player[];
  captain: Player | null;
}

/** The first lineup (spec 4): the best formation by the first gameweek's xPts, captain counted double. */
function initialLineup(squad: Player[], first: number): Lineup {
  const best = bestLineup(squad, first);
  if (best) return { formation: best.formation, starters: best.starters, bench: best.bench, captain: best.captain };
  return { formation: TEAM_FORMATIONS[2], starters: squad, bench: [], captain: null }; // an incomplete squad: show what there is
}

/**
 * Rate my team's state: the lineup (formation, eleven, bench, captain), the gameweek on the
 * Expected Points card, the From/To period, and substitution mode; plus every figure derived from them.
 */
export function useRateTeam(squad: Player[], totalCost: number, nextGameweeks: number[], others: readonly Draft[] = [], index?: ReadonlyMap<number, Player>) {
  const weeks = useMemo(() => ratingWindow(nextGameweeks), [nextGameweeks]);
  const [lineup, setLineup] = useState(() => initialLineup(squad, weeks.first));
  const [gameweek, setGameweek] = useState(weeks.first);
  const [period, setPeriod] = useState({ from: weeks.first, to: weeks.window[weeks.window.length - 1] ?? weeks.first });
  const [subject, setSubject] = useState<Player | null>(null);
  const gameweeks = useMemo(() => gameweekRange(weeks.first, LAST_GAMEWEEK), [weeks.first]);

  const rating = useMemo(() => draftRatingParts(squad, totalCost, weeks), [squad, totalCost, weeks]);
  // What the score means (issue 31): where it stands among the complete saved drafts, rated alike.
  const standing = useMemo(() => {
    if (!index) return null;
    const ratings = others.filter((d) => d.selectedPlayers.length === SQUAD_SIZE)
      .map((d) => draftRatingParts(playersOf(d.selectedPlayers, index), d.totalCost, weeks).rating);
    return ratings.length > 1 ? ratingStanding(rating.rating, ratings) : null;
  }, [others, index, weeks, rating.rating]);
  const periodWeeks = gameweekRange(period.from, period.to);
  const periodTotal = periodWeeks.reduce((n, gw) => n + lineupPoints(lineup.starters, lineup.captain, gw), 0);
  const optimalTotal = useMemo(() => gameweekRange(period.from, period.to).reduce((n, gw) => n + optimalPoints(squad, gw), 0), [squad, period]);

  // A manual substitution survives a formation change when the new shape has room for it (issue 14).
  const setFormation = (formation: Formation) => {
    const arranged = lineupKeeping(squad, formation, weeks.first, lineup);
    if (!arranged) return;
    setSubject(null);
    setLineup({ formation, starters: arranged.starters, bench: arranged.bench, captain: arranged.captain });
  };

  /** Second click of substitution mode: swap two players of the same position (pitch and bench). */
  const substitute = (other: Player) => {
    if (!subject || other.id === subject.id || other.position !== subject.position) {
      setSubject(null);
      return;
    }
    setLineup((l) => {
      const swap = (list: Player[]) => list.map((p) => (p.id === subject.id ? other : p.id === other.id ? subject : p));
      const starters = swap(l.starters);
      const captain = l.captain && starters.includes(l.captain) ? l.captain : bestCaptain(starters, weeks.first);
      return { ...l, starters, bench: swap(l.bench), captain };
    });
    setSubject(null);
  };

  return {
    weeks, lineup, gameweek, gameweeks, period, rating, standing, periodTotal, optimalTotal, subject,
    points: lineupPoints(lineup.starters, lineup.captain, gameweek),
    isStarter: (p: Player) => lineup.starters.some((s) => s.id === p.id),
    setFormation,
    setGameweek: (gw: number) => setGameweek(Math.min(Math.max(gw, gameweeks[0]), gameweeks[gameweeks.length - 1])),
    setFrom: (from: number) => setPeriod((p) => ({ from, to: Math.max(from, p.to) })),
    setTo: (to: number) => setPeriod((p) => (to < p.from ? p : { ...p, to })),
    toggleCaptain: (p: Player) => setLineup((l) => ({ ...l, captain: l.captain?.id === p.id ? null : p })),
    startSubstitution: setSubject,
    cancelSubstitution: () => setSubject(null),
    substitute,
  };
}

export type RateTeamState = ReturnType<typeof useRateTeam>;
