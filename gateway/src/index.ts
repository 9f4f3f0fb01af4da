export * from './route-plan';
export * from './nginx';
export * from './node-gateway';
export * from './app-config';
export * from './paths';
