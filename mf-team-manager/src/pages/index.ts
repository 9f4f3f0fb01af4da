import TeamManagerPage from './team-manager-page';
import SavedPlansPage from './saved-plans-page';

/** Module name (as in PAGE_ROUTES) -> page, for the standalone dev page. */
export const PAGES = {
  TeamManagerPage,
  SavedPlansPage,
} as const;
