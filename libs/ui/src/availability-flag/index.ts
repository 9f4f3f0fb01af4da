export * from './availability-flag';
