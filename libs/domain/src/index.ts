export * from './positions';
export * from './search';
export * from './season-clock';
