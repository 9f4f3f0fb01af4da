/**
 * The rules of the game as pure functions, one folder per concept of the game (decision 060).
 * Everything imports them through this barrel.
 */
export * from './position';
export * from './squad';
export * from './money';
export * from './xpts';
export * from './scoring';
export * from './season';
export * from './lists';
export * from './plan';
export * from './drafts';
export * from './fdr';
export * from './stats';
