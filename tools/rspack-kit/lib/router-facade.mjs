/**
 * What the shell and the remotes use of the router, and nothing else. Production builds alias
 * `react-router-dom` to this file, so the shared router singleton is this short list of exports
 * taken from react-router's production build (tree-shaken) instead of the whole package: a
 * shared module is bundled with every export, and react-router's index also carries its server
 * and RSC code (docs/decisions/080-shared-code-and-bundle-budgets.md).
 *
 * A page that needs another router export adds it here; the build fails on a missing export
 * (exportsPresence: 'error' in base-config.cjs).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useSearchParams,
} from 'react-router';
