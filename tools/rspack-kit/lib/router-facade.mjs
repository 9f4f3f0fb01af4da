/**
 * What the shell and the remotes use of the router, and nothing else. Production builds alias
 * `react-router-dom` to this file, so the shared router singleton is this short list of exports
 * taken from react-router's production build (tree-shaken) instead of the whole package: a
 * shared module is bundled with every export, and react-router's index also carries its server
 * and RSC code, about 45 KiB gzip more (docs/decisions/080-shared-code-and-bundle-budgets.md).
 * It is shared under react-router's own version (shared-deps.cjs), so a remote's range is
 * checked against the router it really gets.
 *
 * A page that needs another router export adds it here; the build fails on a missing export
 * (exportsPresence: 'error' in base-config.cjs), and a remote built on its own with an export
 * the shell's copy lacks is caught by the e2e suite.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
