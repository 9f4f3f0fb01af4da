export * from './data-table';
export * from './csv';
export * from './use-media-query';
export * from './use-value-after-paint';
