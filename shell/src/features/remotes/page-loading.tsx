import { REMOTES, type PageRoute } from '@draftroom/contracts';
import { LoadingState, RouteFrame } from '@draftroom/ui';

/** The area a page belongs to, as users call it ("Draft tools"), for loading and error texts. */
export const areaOf = (route: PageRoute): string => REMOTES[route.remote]?.label ?? route.remote;

/**
 * A page whose code and data are on their way (the route's fallback on a first visit): its own
 * header, from the route table, over a loading state, so the header stays put when the page comes.
 */
export function PageLoading({ route }: { route: PageRoute }) {
  return (
    <RouteFrame page={route}>
      <LoadingState label={`Loading ${areaOf(route)}...`} />
    </RouteFrame>
  );
}
