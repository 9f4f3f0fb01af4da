export * from './best-lineup';
export * from './draft-rating';
export * from './votes';
export * from './ownership';
export * from './draft-filters';
export * from './player-filters';
export * from './ownership-table';
