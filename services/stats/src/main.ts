import { SERVICES } from '@draftroom/contracts';
import { runService } from '@draftroom/nest-kit';
import { AppModule } from './app.module';

void runService(AppModule, {
  service: 'stats',
  description: 'Players, teams, fixtures, season statistics and xPts projections; ingestion jobs',
  defaultPort: SERVICES.stats.port,
});
