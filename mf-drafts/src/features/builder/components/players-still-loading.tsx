import { useEffect } from 'react';
import { LoadingState } from '@draftroom/ui';

const RETRY_MS = 5000;

/**
 * The stats service answers 503 while it imports the season (first start): that is data still on
 * its way, not a failure, so the builder says so and asks again every few seconds (issue 11 item 7)
 * instead of showing 'Failed to Load Player Data'.
 */
export function PlayersStillLoading({ retry }: { retry: () => unknown }) {
  useEffect(() => {
    const timer = setInterval(retry, RETRY_MS);
    return () => clearInterval(timer);
  }, [retry]);
  return <LoadingState label="Player data is still loading. This page will update by itself in a few seconds." />;
}
