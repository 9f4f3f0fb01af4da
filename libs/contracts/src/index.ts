export * from './common';
export * from './stats';
export * from './routes';
export * from './app-config';
export * from './donate-links';
export * from './drafts';
export * from './fpl-team';
export * from './plans';
