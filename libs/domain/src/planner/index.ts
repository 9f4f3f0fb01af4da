export * from './types';
export * from './bank';
export * from './free-transfers';
export * from './squad-slots';
export * from './transfers';
export * from './plan';
export * from './projected-points';
export * from './plan-rules';
