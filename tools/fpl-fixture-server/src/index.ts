export * from './server';
export * from './entries/index'; // explicit: a stale dist/entries.js from before the folder must not win
export * from './season-responses';
export * from './made-up-seasons';
