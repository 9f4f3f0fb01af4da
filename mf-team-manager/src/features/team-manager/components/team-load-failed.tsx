import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorState } from '@draftroom/ui';
import { restoreTeamCopy } from '../api/team-copy';
import type { TeamLoad } from '../hooks/use-loaded-team';
import { copyTime } from './stale-notice';

/** The spec 8 alert (its text kept), with a sentence beside it for the two causes a manager can tell apart. */
const SPEC_ALERT = 'Failed to load team data. Please check the team ID and try again.';
export const OFFICIAL_SITE_DOWN = 'The official FPL site is not answering, so your team ID may be fine.';
const notFound = (teamId: number) => `The official game has no team ${teamId}: check the number after /entry/ in your team page address.`;

/**
 * Why a team did not load, and what can still be done: an unknown ID is said plainly, with no
 * pointless Try again; while the official site is not answering, Try again, and the last good copy
 * of this team this browser kept, saying from when (issue 31).
 * When a sentence says the cause, the error itself ('Failed to fetch team data: {status}', spec 7
 * and 8, kept word for word) moves into Technical details with the service's reason; otherwise it
 * is the only cause there is and stays in view (decision 227).
 */
export function TeamLoadFailed({ teamId, load }: { teamId: number; load: Extract<TeamLoad, { status: 'error' }> }) {
  const client = useQueryClient();
  const beside = load.cause === 'not-found' ? notFound(teamId) : load.cause === 'outage' ? OFFICIAL_SITE_DOWN : undefined;
  const retry = load.cause !== 'not-found' && load.retry;
  const copy = load.copy;
  return (
    <ErrorState
      message={
        <>
          {SPEC_ALERT}
          {beside && <span className="tm-error-detail" data-testid="team-load-cause">{beside}</span>}
          {!beside && <span className="tm-error-detail tm-error-detail--code">{load.failure}</span>}
        </>
      }
      details={beside ? [load.failure, load.reason].filter(Boolean).join('\n') : load.reason}
      action={(retry || copy) && (
        <div className="tm-error-actions">
          {retry && <Button variant="secondary" onClick={retry}>Try again</Button>}
          {copy && (
            <Button onClick={() => restoreTeamCopy(client, copy)}>
              Open the last good copy, from {copyTime(copy.savedAt)}
            </Button>
          )}
        </div>
      )}
    />
  );
}
