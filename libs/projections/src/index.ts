/**
 * @draftroom/projections: the xPts model (docs/projections.md). `projectSeason` is what the
 * stats service's project-xpts job stores; the projector and the availability flags are what the
 * walk-forward backtest, the season replay and the fit of the availability offsets run from an origin.
 */
export { projectSeason, type PlayerProjection, type ProjectionInput } from './project-season';
export { createProjector, projectFromOrigin, type Projector } from './project-origin';
export { FLAG_CLASSES, flagClass, flagsAtOrigin, flagsBefore, type Flag, type FlagClass } from './availability';
export { DEFAULT_PARAMS, type ModelParams } from './model-params';
export { knownRows } from './match-log';
export { MAX_HORIZON, minutesOutlook } from './minutes';
export { MAX_SET_MINUTES, minutesAsSet } from './minutes-set';
export { projectPlayerDetail, type GameweekProjectionDetail } from './player-detail';
export {
  fitPriceRule,
  movesAfter,
  predictMove,
  priceObservations,
  scoreDirection,
  type DirectionScore,
  type MoveThreshold,
  type PredictedMove,
  type PriceMove,
  type PriceObservation,
  type PriceRule,
} from './price-moves';
