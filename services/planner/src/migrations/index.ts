/** Every migration of the planner service, oldest first. */
export const PLANNER_MIGRATIONS: Array<new () => unknown> = [];
