export * from './data-table';
export * from './csv';
export * from './use-media-query';
