import XptsPage from './xpts-page';
import XptsAccuracyPage from './xpts-accuracy-page';
import FdrPage from './fdr-page';
import FixturePairingsPage from './fixture-pairings-page';
import PlayerStats2425Page from './player-stats-2425-page';
import PlayerStats2526Page from './player-stats-2526-page';

/** Module name (as in PAGE_ROUTES) -> page, for the standalone dev page. */
export const PAGES = {
  XptsPage,
  XptsAccuracyPage,
  FdrPage,
  FixturePairingsPage,
  PlayerStats2425Page,
  PlayerStats2526Page,
} as const;
