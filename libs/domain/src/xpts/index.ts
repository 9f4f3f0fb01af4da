export * from './xpts';
export * from './availability';
