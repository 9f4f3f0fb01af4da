import { lazy } from 'react';

/**
 * The plots, loaded after the figures in one chunk of their own with the charting library, so the
 * page's first load stays within the remote's budget (decisions 080, 221). The chunk is named:
 * the player dialog's points plot joins the same one, so the remote has one Recharts chunk.
 */
export const PerGameweekPlot = lazy(() => import(/* webpackChunkName: "charts" */ './accuracy-plots').then((m) => ({ default: m.PerGameweekPlot })));
export const CalibrationPlot = lazy(() => import(/* webpackChunkName: "charts" */ './accuracy-plots').then((m) => ({ default: m.CalibrationPlot })));
