export * from './players';
export * from './teams';
export * from './fixtures';
export * from './season';
export * from './seasons';
