import { Module } from '@nestjs/common';
import { PlatformModule } from '@draftroom/nest-kit';
import { DraftsModule } from './drafts/drafts.module';
import { DRAFTS_MIGRATIONS } from './migrations';
import { OwnershipModule } from './ownership/ownership.module';
import { PredictionsModule } from './predictions/predictions.module';
import { SharedModule } from './shared.module';
import { DRAFTS_ENTITIES } from './storage/entities';

/** The drafts service: one module per feature, each controller → service → repository. */
@Module({
  imports: [
    PlatformModule.forRoot({ service: 'drafts', entities: DRAFTS_ENTITIES, migrations: DRAFTS_MIGRATIONS }),
    SharedModule,
    DraftsModule,
    OwnershipModule,
    PredictionsModule,
  ],
})
export class AppModule {}
