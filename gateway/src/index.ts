export * from './route-plan';
export * from './nginx';
export * from './node-gateway';
export * from './app-config';
export * from './shirts';
export * from './paths';
export * from './micro-cache';
