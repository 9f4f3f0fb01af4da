import { REMOTES, type PageRoute } from '@draftroom/contracts';
import { LoadingState, RouteFrame } from '@draftroom/ui';

/** The area a page belongs to, as users call it ("Draft tools"), for loading and error texts. */
export const areaOf = (route: PageRoute): string => REMOTES[route.remote]?.label ?? route.remote;

/**
 * A page whose code is on its way: its own header (from the route table) over a loading state.
 * The same markup is sent with the HTML as the page's first view (decision 156), so the header
 * stays put from the first paint to the page itself.
 */
export function PageLoading({ route }: { route: PageRoute }) {
  return (
    <RouteFrame page={route.module}>
      <LoadingState label={`Loading ${areaOf(route)}...`} />
    </RouteFrame>
  );
}
