import { Module } from '@nestjs/common';
import { PlatformModule } from '@draftroom/nest-kit';
import { DraftsModule } from './drafts/drafts.module';
import { OwnershipModule } from './ownership/ownership.module';
import { PredictionsModule } from './predictions/predictions.module';
import { SharedModule } from './shared.module';
import { draftsStorage } from './storage/storage.module';

/** The drafts service: one module per feature, each controller → service → store (MongoDB or SQLite). */
@Module({
  imports: [
    PlatformModule.forRoot({ service: 'drafts', storage: draftsStorage() }),
    SharedModule,
    DraftsModule,
    OwnershipModule,
    PredictionsModule,
  ],
})
export class AppModule {}
