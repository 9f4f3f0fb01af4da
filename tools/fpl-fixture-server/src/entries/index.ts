export * from './types';
export * from './market';
export * from './build-entry';
export * from './manager-teams';
export * from './new-season-teams';
