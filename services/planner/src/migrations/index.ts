import { IdempotentRequests1764900000000 } from '@draftroom/nest-kit';
import { CreatePlans1763800000000 } from './1763800000000-create-plans';

/** Every migration of the planner service, oldest first. */
export const PLANNER_MIGRATIONS: Array<new () => unknown> = [CreatePlans1763800000000, IdempotentRequests1764900000000];
