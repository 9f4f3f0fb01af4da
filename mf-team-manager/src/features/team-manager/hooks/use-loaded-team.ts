import { useMemo } from 'react';
import type { EntryHistory, TeamPicks } from '@draftroom/contracts';
import {
  chipsPlayed, createPlan, gameweekHistoryOf, initialFreeTransfers, teamSquad, type PlanState,
} from '@draftroom/domain';
import { errorMessageOf } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { TeamDataError, useTeamPicks, type ServedPicks } from '../api/get-team-picks';
import { useTeamTransfers } from '../api/get-team-transfers';

export type TeamLoad =
  | { status: 'loading' }
  /** `status` is spec 8's 'Failed to fetch team data: {status}'; `reason` the server's explanation. */
  | { status: 'error'; failure: string; reason?: string; retry?: () => void }
  /** `pricesNote` says when selling prices fall back to current prices (no transfer history). */
  /** `staleSince` (ISO): some picks are the planner's last good copy, the oldest fetched then (decision 076). */
  | { status: 'ready'; plan: PlanState; summary: EntryHistory; pricesNote?: string; staleSince?: string };

export const NO_TRANSFER_HISTORY =
  "The team's transfer history could not be loaded, so players sell for their current price here (the official game may give less).";

/**
 * Loads a real team as spec 4 describes: the picks of the clock's gameweek are the squad the plan
 * starts from; every gameweek up to it gives the free-transfer history.
 */
export function useLoadedTeam(teamId: number, currentGameweek: number, planningFrom: number, market: Market | undefined): TeamLoad {
  const results = useTeamPicks(teamId, Math.max(1, currentGameweek));
  const transfers = useTeamTransfers(teamId);
  const failure = results.find((r) => r.error)?.error;
  // The transfer history only sets selling prices: when it fails the team still loads.
  const ready = results.every((r) => r.isSuccess) && !transfers.isPending && market;
  // Loaded picks never go stale (spec 9), so their update times identify the data.
  const loadedAt = [...results.map((r) => r.dataUpdatedAt), transfers.dataUpdatedAt].join(',');
  const plan = useMemo(() => {
    if (!ready) return undefined;
    const [current, ...history] = results.map((r) => r.data && r.data.picks) as [TeamPicks, ...Array<TeamPicks | null>];
    const gameweeks = [...history, current].flatMap((h) => (h ? [gameweekHistoryOf(h)] : []));
    // A team that played GW1 paid GW1 prices for its first squad; transfers say the rest.
    // Without the transfer history nobody's purchase is known: everyone sells for his price now.
    const base = teamSquad(current, currentGameweek, market.lookup, transfers.data ?? [], transfers.data && gameweeks[0]?.gameweek);
    const plan = { ...createPlan(base, planningFrom, initialFreeTransfers(gameweeks, currentGameweek)), chipsPlayed: chipsPlayed(gameweeks) };
    return { plan, summary: current.entry_history, pricesNote: transfers.data ? undefined : NO_TRANSFER_HISTORY };
  }, [ready, market, currentGameweek, planningFrom, loadedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  if (currentGameweek < 1) return { status: 'error', failure: 'The season has not started yet, so there are no picks to load.' };
  if (failure) {
    const retry = () => results.forEach((r) => r.error && void r.refetch());
    return { status: 'error', failure: errorMessageOf(failure), reason: failure instanceof TeamDataError ? failure.detail : undefined, retry };
  }
  if (!plan) return { status: 'loading' };
  return { status: 'ready', ...plan, staleSince: oldestStaleCopy(results.map((r) => r.data)) };
}

/** The fetch time of the oldest stale copy among the answers (ISO times sort as text), if any. */
export function oldestStaleCopy(answers: Array<ServedPicks | null | undefined>): string | undefined {
  return answers.flatMap((a) => (a?.staleSince ? [a.staleSince] : [])).sort()[0];
}
