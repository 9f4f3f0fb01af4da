export * from './positions';
export * from './position-toggle';
