import { IdempotentRequests1764900000000 } from '@draftroom/nest-kit';
import { DraftsSchema1764100000000 } from './1764100000000-drafts-schema';

/** Every migration of the drafts service, oldest first. */
export const DRAFTS_MIGRATIONS: Array<new () => unknown> = [DraftsSchema1764100000000, IdempotentRequests1764900000000];
