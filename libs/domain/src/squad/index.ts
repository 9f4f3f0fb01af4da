export * from './squad-limits';
export * from './squad-rules';
export * from './squad-counts';
export * from './formations';
