export * from './positions';
export * from './search';
export * from './season-clock';
export * from './fixtures';
export * from './pagination';
export * from './squad';
export * from './formations';
export * from './drafts';
