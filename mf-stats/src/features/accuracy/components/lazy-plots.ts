import { lazy } from 'react';

/**
 * The plots, loaded after the figures in one chunk of their own with the charting library, so the
 * page's first load stays within the remote's budget (decisions 080, 221).
 */
export const PerGameweekPlot = lazy(() => import('./accuracy-plots').then((m) => ({ default: m.PerGameweekPlot })));
export const CalibrationPlot = lazy(() => import('./accuracy-plots').then((m) => ({ default: m.CalibrationPlot })));
