import type { QueryClient } from '@tanstack/react-query';
import { TeamPicksShape, TeamTransferListShape, type TeamPicks, type TeamTransfer } from '@draftroom/contracts';
import { shapeChecked } from '@draftroom/ui';
import { teamHistoryQuery, teamPicksQuery, type ServedPicks } from './get-team-picks';
import { teamTransfersQuery } from './get-team-transfers';

/**
 * This browser's memory of the teams it loaded (issue 31): the last team ID, and the last good
 * copy of each of the last few teams, kept in localStorage, so that when the official site is
 * not answering a manager can still plan from the team as it was, told from when it is.
 */
const LAST_TEAM_KEY = 'draftroom:last-team-id';
const COPIES_KEY = 'draftroom:team-copies';
const copyKey = (teamId: number) => `draftroom:team-copy:${teamId}`;
/** Copies kept: a manager's own team and a few rivals'. */
const MAX_COPIES = 5;

export interface TeamCopy {
  teamId: number;
  /** When the copy was loaded (ISO). */
  savedAt: string;
  currentGameweek: number;
  /** Picks of gameweeks 1..currentGameweek (null: a gameweek the team did not play). */
  picks: Array<TeamPicks | null>;
  transfers: TeamTransfer[] | null;
}

/** Storage may be blocked (private mode) or full: the screen then simply remembers nothing. */
function read(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}
function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // nothing to do: the copy is a convenience
  }
}

export function lastTeamId(): string {
  const value = read(LAST_TEAM_KEY);
  return typeof value === 'number' ? String(value) : '';
}

export function rememberTeamId(teamId: number): void {
  write(LAST_TEAM_KEY, teamId);
}

export function saveTeamCopy(copy: TeamCopy): void {
  const kept = read(COPIES_KEY);
  const others = (Array.isArray(kept) ? kept : []).filter((id): id is number => typeof id === 'number' && id !== copy.teamId);
  const dropped = others.slice(MAX_COPIES - 1);
  try {
    dropped.forEach((id) => localStorage.removeItem(copyKey(id)));
  } catch {
    return;
  }
  write(COPIES_KEY, [copy.teamId, ...others.slice(0, MAX_COPIES - 1)]);
  write(copyKey(copy.teamId), copy);
}

const picksShape = shapeChecked(TeamPicksShape);
const transfersShape = shapeChecked(TeamTransferListShape);

/** The stored copy of a team, checked like an answer from the API; undefined when none or unreadable. */
export function teamCopy(teamId: number, currentGameweek: number): TeamCopy | undefined {
  const copy = read(copyKey(teamId)) as TeamCopy | null;
  if (!copy || copy.teamId !== teamId || copy.currentGameweek !== currentGameweek || typeof copy.savedAt !== 'string') return undefined;
  try {
    if (copy.picks.length !== currentGameweek || !copy.picks[currentGameweek - 1]) return undefined;
    for (const picks of copy.picks) if (picks) picksShape.parse(picks);
    if (copy.transfers) transfersShape.parse(copy.transfers);
    return copy;
  } catch {
    return undefined;
  }
}

/**
 * Puts a copy in place of the failed answers, marked stale from when it was saved: the screen
 * then loads it as it loads the planner's own last good copy (decision 076), with the same notice.
 */
export function restoreTeamCopy(client: QueryClient, copy: TeamCopy): void {
  const served = (picks: TeamPicks): ServedPicks => ({ picks, staleSince: copy.savedAt });
  const { teamId, currentGameweek, picks } = copy;
  picks.forEach((p, i) => {
    const gameweek = i + 1;
    if (gameweek === currentGameweek) client.setQueryData(teamPicksQuery(teamId, gameweek).queryKey, served(p!));
    else client.setQueryData(teamHistoryQuery(teamId, gameweek).queryKey, p && served(p));
  });
  if (copy.transfers) client.setQueryData(teamTransfersQuery(teamId).queryKey, copy.transfers);
}
