import { Inject, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import { JsonLogger, PlatformModule, PlayerCatalogue } from '@draftroom/nest-kit';
import { Clock } from './clock';
import { DRAFTS_CONFIG, readDraftsConfig, type DraftsConfig } from './config';
import { DraftsController } from './drafts/drafts.controller';
import { DraftsListCache } from './drafts/drafts-list-cache';
import { DraftsRepository } from './drafts/drafts.repository';
import { DraftsService } from './drafts/drafts.service';
import { DRAFTS_MIGRATIONS } from './migrations';
import { OwnershipController } from './ownership/ownership.controller';
import { OwnershipRepository } from './ownership/ownership.repository';
import { OwnershipService } from './ownership/ownership.service';
import { PredictionsController } from './predictions/predictions.controller';
import { PredictionsService } from './predictions/predictions.service';
import { DRAFTS_ENTITIES } from './storage/entities';

@Module({
  imports: [PlatformModule.forRoot({ service: 'drafts', entities: DRAFTS_ENTITIES, migrations: DRAFTS_MIGRATIONS })],
  controllers: [DraftsController, OwnershipController, PredictionsController],
  providers: [
    { provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() },
    { provide: DRAFTS_CONFIG, useFactory: (logger: JsonLogger) => readDraftsConfig(process.env, logger), inject: [JsonLogger] },
    Clock,
    DraftsListCache,
    DraftsRepository,
    DraftsService,
    OwnershipRepository,
    OwnershipService,
    PredictionsService,
  ],
})
export class AppModule implements NestModule {
  constructor(@Inject(DRAFTS_CONFIG) private readonly config: DraftsConfig) {}

  /** Signed cookies (the anonymous voter session) are read on the drafts routes. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(cookieParser(this.config.sessionSecrets)).forRoutes(DraftsController);
  }
}
