import { SERVICES } from '@draftroom/contracts';
import { runService } from '@draftroom/nest-kit';
import { AppModule } from './app.module';

void runService(AppModule, {
  service: 'planner',
  description: 'Saved transfer plans and the proxy to the official game for team picks',
  defaultPort: SERVICES.planner.port,
});
