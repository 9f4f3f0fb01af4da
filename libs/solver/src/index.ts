export * from './types';
export * from './errors';
export type { HighsRuntime } from './highs/run-highs';
export { solveBestDraft } from './draft/solve-best-draft';
export { loadHighs } from './load-highs';
export { suggestTransfers } from './transfers/suggest-transfers';
export { precheckBestDraft, precheckSuggestTransfers } from './precheck';
export { buyingAhead, ownedAhead, type PredictedMoves } from './request/predicted-prices';
/** The season replay's pure parts, for tools/replay (npm run replay), which imports the solver by name. */
export * as replay from './replay';
export { sensitivityAnalysis, DEFAULT_SENSITIVITY_RUNS, DEFAULT_SENSITIVITY_SECONDS, MAX_SENSITIVITY_RUNS } from './transfers/sensitivity';
export type { FirstMove, SensitivityOptions, SensitivityProgress, SensitivityResult } from './transfers/sensitivity';
