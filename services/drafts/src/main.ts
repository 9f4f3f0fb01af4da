import { SERVICES } from '@draftroom/contracts';
import { runService } from '@draftroom/nest-kit';
import { AppModule } from './app.module';

void runService(AppModule, {
  service: 'drafts',
  description: 'Saved drafts, votes, site ownership and season predictions',
  defaultPort: SERVICES.drafts.port,
});
