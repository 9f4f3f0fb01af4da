/** The season replay (npm run replay, tools/replay): pure parts; the script reads the snapshot and runs the projections. */
export * from './types';
export { SeasonMarket, type SeasonRecords } from './season-market';
export { actualPoints } from './actual-points';
export { applyTransfers, sellingPrices } from './bookkeeping';
export { bestSingleSwap } from './single-swap';
export { noTransfers, singleSwap, solverStrategy, type Strategy, type SolveRecord } from './strategies';
export { playsOf, replaySeason, type ChipSeason, type StrategyReplay } from './run-replay';
export { solverPlayers } from './lineup';
export { chipPolicy, REPLAY_KEPT_CHIP_WORTH, type ChipPolicy } from './chip-policy';
