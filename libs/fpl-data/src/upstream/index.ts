export * from './schemas';
export * from './client';
export * from './season-from-api';
