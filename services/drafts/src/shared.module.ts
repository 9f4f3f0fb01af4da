import { Global, Module } from '@nestjs/common';
import { JsonLogger, PlayerCatalogue } from '@draftroom/nest-kit';
import { DraftChanges, LocalDraftChanges } from './changes/draft-changes';
import { RedisDraftChanges } from './changes/redis-draft-changes';
import { Clock } from './clock';
import { DraftSaves } from './draft-saves';
import { DraftsListCache } from './drafts-list-cache';

/**
 * What the drafts service's features share: the stats service's player list (drafts,
 * ownership and predictions are all checked against real players), the service's clock, the
 * drafts list in memory (the All Drafts list, and site ownership counted from it) and the count
 * of saved drafts (which tells the ownership cache when to rebuild), and how replicas hear of
 * each other's changes (through Redis when REDIS_URL is set).
 */
@Global()
@Module({
  providers: [
    { provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() },
    {
      provide: DraftChanges,
      inject: [JsonLogger],
      useFactory: (logger: JsonLogger): DraftChanges =>
        process.env.REDIS_URL ? new RedisDraftChanges(process.env.REDIS_URL, process.env.BULLMQ_PREFIX ?? 'draftroom', logger) : new LocalDraftChanges(),
    },
    Clock, DraftSaves, DraftsListCache,
  ],
  exports: [PlayerCatalogue, Clock, DraftSaves, DraftsListCache, DraftChanges],
})
export class SharedModule {}
