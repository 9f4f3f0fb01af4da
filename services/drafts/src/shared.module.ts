import { Global, Module } from '@nestjs/common';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { Clock } from './clock';
import { DraftSaves } from './draft-saves';

/**
 * What the drafts service's features share: the stats service's player list (drafts,
 * ownership and predictions are all checked against real players), the service's clock and the
 * count of saved drafts (which tells the ownership cache when to rebuild).
 */
@Global()
@Module({
  providers: [{ provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() }, Clock, DraftSaves],
  exports: [PlayerCatalogue, Clock, DraftSaves],
})
export class SharedModule {}
