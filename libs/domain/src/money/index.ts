export * from './tenths';
export * from './format';
export * from './selling-price';
