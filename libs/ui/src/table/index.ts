export * from './data-table';
export * from './csv';
export * from './use-value-after-paint';
