export * from './data-table';
export * from './csv';
