export * from './server';
export * from './entries';
export * from './season-responses';
