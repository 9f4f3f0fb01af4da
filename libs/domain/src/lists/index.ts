export * from './search';
export * from './pagination';
