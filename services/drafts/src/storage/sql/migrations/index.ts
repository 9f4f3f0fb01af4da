import { IdempotentRequests1764900000000 } from '@draftroom/nest-kit';
import { DraftsSchema1764100000000 } from './1764100000000-drafts-schema';
import { DropDraftPlayers1796000000000 } from './1796000000000-drop-draft-players';
import { ConfusableNameKeys1797000000000 } from './1797000000000-confusable-name-keys';
import { DraftSeasons1798000000000 } from './1798000000000-draft-seasons';

/** Every migration of the drafts service's SQLite file, oldest first. */
export const DRAFTS_MIGRATIONS: Array<new () => unknown> = [DraftsSchema1764100000000, IdempotentRequests1764900000000, DropDraftPlayers1796000000000, ConfusableNameKeys1797000000000, DraftSeasons1798000000000];
