import { useEffect, useMemo } from 'react';
import type { EntryHistory, TeamPicks } from '@draftroom/contracts';
import {
  chipsPlayed, createPlan, gameweekHistoryOf, initialFreeTransfers, teamSquad, type PlanState,
} from '@draftroom/domain';
import { errorMessageOf } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { TeamDataError, useTeamPicks, type ServedPicks } from '../api/get-team-picks';
import { useTeamTransfers } from '../api/get-team-transfers';
import { rememberTeamId, saveTeamCopy, teamCopy, type TeamCopy } from '../api/team-copy';

export type TeamLoad =
  | { status: 'loading' }
  /** `status` is spec 8's 'Failed to fetch team data: {status}'; `reason` the server's explanation. */
  /**
   * `cause`: the official game does not know the team ('not-found'), or the official site (or the
   * way to it) is not answering ('outage', when this browser's last good copy of the team is `copy`).
   */
  | { status: 'error'; failure: string; reason?: string; retry?: () => void; cause: 'not-found' | 'outage' | 'other'; copy?: TeamCopy }
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
  const transfers = useTeamTransfers(teamId, results[0].isSuccess);
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

  const staleSince = oldestStaleCopy(results.map((r) => r.data));
  // A fresh load is this browser's new last good copy of the team, and its ID the one to offer next time.
  useEffect(() => {
    if (!plan || staleSince) return;
    rememberTeamId(teamId);
    const picks = [...results.slice(1), results[0]].map((r) => r.data?.picks ?? null);
    saveTeamCopy({ teamId, savedAt: new Date().toISOString(), currentGameweek, picks, transfers: transfers.data ?? null });
  }, [plan]); // eslint-disable-line react-hooks/exhaustive-deps -- once per loaded plan

  // Read from storage once per failure, not on every render.
  const copy = useMemo(() => (failure ? teamCopy(teamId, currentGameweek) : undefined), [failure, teamId, currentGameweek]);

  if (currentGameweek < 1) return { status: 'error', failure: 'The season has not started yet, so there are no picks to load.', cause: 'other' };
  if (failure) {
    const retry = () => results.forEach((r) => r.error && void r.refetch());
    const status = failure instanceof TeamDataError ? failure.status : undefined;
    const reason = failure instanceof TeamDataError ? failure.detail : undefined;
    if (status === 404) return { status: 'error', failure: errorMessageOf(failure), reason, cause: 'not-found' };
    const outage = status === undefined || status === 429 || status >= 502;
    return { status: 'error', failure: errorMessageOf(failure), reason, retry, cause: outage ? 'outage' : 'other', copy: outage ? copy : undefined };
  }
  if (!plan) return { status: 'loading' };
  return { status: 'ready', ...plan, staleSince };
}

/** The fetch time of the oldest stale copy among the answers (ISO times sort as text), if any. */
export function oldestStaleCopy(answers: Array<ServedPicks | null | undefined>): string | undefined {
  return answers.flatMap((a) => (a?.staleSince ? [a.staleSince] : [])).sort()[0];
}
