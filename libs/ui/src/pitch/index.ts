export * from './pitch';
export * from './pitch-player';
