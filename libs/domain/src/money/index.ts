export * from './tenths';
export * from './format';
export * from './selling-price';
export * from './predicted-prices';
