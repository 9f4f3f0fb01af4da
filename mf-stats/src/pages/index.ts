import XptsPage from './xpts-page';
import XptsAccuracyPage from './xpts-accuracy-page';
import FdrPage from './fdr-page';
import FixturePairingsPage from './fixture-pairings-page';
import SeasonStatsPage from './season-stats-page';

/** Module name (as in PAGE_ROUTES) -> page, for the standalone dev page. */
export const PAGES = {
  XptsPage,
  XptsAccuracyPage,
  FdrPage,
  FixturePairingsPage,
  SeasonStatsPage,
} as const;
