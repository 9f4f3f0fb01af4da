import { Suspense, useState } from 'react';
import { REMOTES, type PageRoute } from '@draftroom/contracts';
import { LoadingState } from '@draftroom/ui';
import { forgetRemotePage, remotePageComponent } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Renders a route's page from its remote, with a loading state and an inline error + Retry. */
export function RemotePage({ route }: { route: PageRoute }) {
  const [attempt, setAttempt] = useState(0);
  const area = REMOTES[route.remote]?.label ?? route.remote;
  const Page = remotePageComponent(route);

  const retry = () => {
    forgetRemotePage(route);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense fallback={<LoadingState label={`Loading ${area}...`} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
