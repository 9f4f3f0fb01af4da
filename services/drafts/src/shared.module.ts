import { Global, Module } from '@nestjs/common';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { Clock } from './clock';
import { DraftSaves } from './draft-saves';
import { DraftsListCache } from './drafts-list-cache';

/**
 * What the drafts service's features share: the stats service's player list (drafts,
 * ownership and predictions are all checked against real players), the service's clock, the
 * drafts list in memory (the All Drafts list, and site ownership counted from it) and the count
 * of saved drafts (which tells the ownership cache when to rebuild).
 */
@Global()
@Module({
  providers: [{ provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() }, Clock, DraftSaves, DraftsListCache],
  exports: [PlayerCatalogue, Clock, DraftSaves, DraftsListCache],
})
export class SharedModule {}
