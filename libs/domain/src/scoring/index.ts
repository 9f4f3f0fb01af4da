export * from './scoring-rules';
export * from './defensive-contributions';
