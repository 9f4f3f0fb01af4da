import BuildPage from './build-page';
import AllDraftsPage from './all-drafts-page';
import ComparePage from './compare-page';
import RateTeamPage from './rate-team-page';
import SelectedByPage from './selected-by-page';
import AllPredictionsPage from './all-predictions-page';

/** Module name (as in PAGE_ROUTES) -> page, for the standalone dev page. */
export const PAGES = {
  BuildPage,
  AllDraftsPage,
  ComparePage,
  RateTeamPage,
  SelectedByPage,
  AllPredictionsPage,
} as const;
