export * from './season-clock';
export * from './fixtures';
