import { Module } from '@nestjs/common';
import { PlatformModule, PlayerCatalogue } from '@draftroom/nest-kit';
import { DRAFTS_MIGRATIONS } from './migrations';

@Module({
  imports: [PlatformModule.forRoot({ service: 'drafts', entities: [], migrations: DRAFTS_MIGRATIONS })],
  providers: [{ provide: PlayerCatalogue, useFactory: () => new PlayerCatalogue() }],
})
export class AppModule {}
