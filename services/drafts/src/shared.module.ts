import { Global, Module } from '@nestjs/common';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { Clock } from './clock';

/**
 * What the drafts service's features share: the stats service's player list (drafts,
 * ownership and predictions are all checked against real players) and the service's clock.
 */
@Global()
@Module({
  providers: [{ provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() }, Clock],
  exports: [PlayerCatalogue, Clock],
})
export class SharedModule {}
