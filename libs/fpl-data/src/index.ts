export * from './season-data';
export * from './community-csv';
export * from './availability-csv';
export * from './snapshot';
export * from './upstream';
