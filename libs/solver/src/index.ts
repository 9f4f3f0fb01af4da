export * from './types';
export * from './errors';
export type { HighsRuntime } from './highs/run-highs';
export { solveBestDraft } from './draft/solve-best-draft';
export { loadHighs } from './load-highs';
export { suggestTransfers } from './transfers/suggest-transfers';
export { precheckBestDraft, precheckSuggestTransfers } from './precheck';
export { sensitivityAnalysis, DEFAULT_SENSITIVITY_RUNS, MAX_SENSITIVITY_RUNS } from './transfers/sensitivity';
export type { FirstMove, SensitivityOptions, SensitivityProgress, SensitivityResult } from './transfers/sensitivity';
