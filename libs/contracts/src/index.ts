export * from './common';
export * from './stats';
export * from './routes';
export * from './app-config';
export * from './donate-links';
export * from './drafts';
export * from './ownership';
export * from './predictions';
