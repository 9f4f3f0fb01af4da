import { useMemo } from 'react';
import type { EntryHistory, TeamPicks } from '@draftroom/contracts';
import { createPlan, gameweekHistoryOf, initialFreeTransfers, squadFromPicks, type PlanState } from '@draftroom/domain';
import { errorMessageOf } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { TeamDataError, useTeamPicks } from '../api/get-team-picks';

export type TeamLoad =
  | { status: 'loading' }
  /** `status` is spec 8's 'Failed to fetch team data: {status}'; `reason` the server's explanation. */
  | { status: 'error'; failure: string; reason?: string; retry?: () => void }
  | { status: 'ready'; plan: PlanState; summary: EntryHistory };

/**
 * Loads a real team as spec 4 describes: the picks of the clock's gameweek are the squad the plan
 * starts from; every gameweek up to it gives the free-transfer history.
 */
export function useLoadedTeam(teamId: number, currentGameweek: number, planningFrom: number, market: Market | undefined): TeamLoad {
  const results = useTeamPicks(teamId, Math.max(1, currentGameweek));
  const failure = results.find((r) => r.error)?.error;
  const ready = results.every((r) => r.isSuccess) && market;
  // Loaded picks never go stale (spec 9), so their update times identify the data.
  const loadedAt = results.map((r) => r.dataUpdatedAt).join(',');
  const plan = useMemo(() => {
    if (!ready) return undefined;
    const [current, ...history] = results.map((r) => r.data) as [TeamPicks, ...Array<TeamPicks | null>];
    const gameweeks = [...history, current].flatMap((h) => (h ? [gameweekHistoryOf(h)] : []));
    const base = squadFromPicks(current.picks, current.entry_history.bank, currentGameweek, market.lookup);
    return { plan: createPlan(base, planningFrom, initialFreeTransfers(gameweeks, currentGameweek)), summary: current.entry_history };
  }, [ready, market, currentGameweek, planningFrom, loadedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  if (currentGameweek < 1) return { status: 'error', failure: 'The season has not started yet, so there are no picks to load.' };
  if (failure) {
    const retry = () => results.forEach((r) => r.error && void r.refetch());
    return { status: 'error', failure: errorMessageOf(failure), reason: failure instanceof TeamDataError ? failure.detail : undefined, retry };
  }
  if (!plan) return { status: 'loading' };
  return { status: 'ready', ...plan };
}
