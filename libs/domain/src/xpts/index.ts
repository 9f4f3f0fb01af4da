export * from './xpts';
