export * from './solver-api';
export * from './use-solver-job';
export * from './solver-status';
