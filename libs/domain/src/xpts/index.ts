export * from './xpts';
export * from './availability';
export * from './minutes-edits';
