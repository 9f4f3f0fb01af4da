import { Button } from '@draftroom/ui';

/** Spec 2.1: when the player list cannot be fetched the builder cannot work at all. */
export function PlayersLoadFailed() {
  return (
    <div className="builder-failed" role="alert">
      <div className="builder-failed__icon" aria-hidden="true">!</div>
      <h2 className="builder-failed__title">Failed to Load Player Data</h2>
      <p className="builder-failed__text">
        We couldn't fetch player data from the official Fantasy Premier League data service. Please refresh the page to try again.
      </p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </div>
  );
}
