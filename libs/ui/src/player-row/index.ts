export * from './player-row';
