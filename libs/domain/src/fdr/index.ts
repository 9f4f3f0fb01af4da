export * from './fdr-range';
export * from './fdr-matrix';
export * from './pairings';
