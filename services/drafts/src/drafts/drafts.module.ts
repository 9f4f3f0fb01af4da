import { Global, Inject, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import { JsonLogger, REPLAY_LISTENER } from '@draftroom/nest-kit';
import { DRAFTS_CONFIG, readDraftsConfig, type DraftsConfig } from '../config';
import { DraftReplays } from './draft-replays';
import { DraftsController } from './drafts.controller';
import { DraftsService } from './drafts.service';
import { SavedPlayersBackfill } from './saved-players-backfill';

/**
 * Drafts and votes: /api/save-draft, /api/drafts, /api/drafts/{id}/vote, /api/drafts/my-votes.
 * Global only for REPLAY_LISTENER, which nest-kit's Idempotency-Key interceptor looks up.
 */
@Global()
@Module({
  controllers: [DraftsController],
  providers: [
    { provide: DRAFTS_CONFIG, useFactory: (logger: JsonLogger) => readDraftsConfig(process.env, logger), inject: [JsonLogger] },
    DraftsService,
    SavedPlayersBackfill,
    { provide: REPLAY_LISTENER, useClass: DraftReplays },
  ],
  exports: [REPLAY_LISTENER],
})
export class DraftsModule implements NestModule {
  constructor(@Inject(DRAFTS_CONFIG) private readonly config: DraftsConfig) {}

  /** Signed cookies (the anonymous voter session) are read on the drafts routes. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(cookieParser(this.config.sessionSecrets)).forRoutes(DraftsController);
  }
}
