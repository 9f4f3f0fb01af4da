export * from './player-shirt';
export * from './preload-shirts';
