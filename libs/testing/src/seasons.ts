/**
 * '@draftroom/testing/seasons': made-up seasons built on the server's season model, which browser
 * code never imports: the synthetic seasons the xPts model's specs run on, and the made-up next
 * season a rollover starts (issue 32).
 */
export * from './builders/synthetic-season';
export * from './builders/next-season';
