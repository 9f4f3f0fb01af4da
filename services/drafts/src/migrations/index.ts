/** Every migration of the drafts service, oldest first. */
export const DRAFTS_MIGRATIONS: Array<new () => unknown> = [];
