import { startFixtureServer, type FixtureServer } from '@draftroom/fpl-fixture-server';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { bootTestService, type BootedService } from './boot-service';
import { realSeason, type SnapshotPlayerCatalogue } from './snapshot-catalogue';

const plannerModule = () => require('@draftroom/planner-service/app-module').AppModule;

/** Our recorded-fixture stand-in for the official API, serving the fixture teams. */
export const startUpstream = (): Promise<FixtureServer> => startFixtureServer({ season: realSeason() });

export interface PlannerBoot {
  /** The official API (the recorded-fixture server in tests). */
  upstream: string;
  /** The stats service the real PlayerCatalogue calls (an unreachable port by default). */
  stats?: string;
  /** The snapshot-fed stats-client fake instead of the real PlayerCatalogue. */
  catalogue?: SnapshotPlayerCatalogue;
  timeoutMs?: number;
}

/** The planner service on a fresh database, talking to the given upstream and stats service (or fake). */
export function bootPlanner(env: PlannerBoot): Promise<BootedService> {
  return bootTestService('planner', plannerModule, {
    FPL_API_BASE_URL: env.upstream,
    FPL_API_TIMEOUT_MS: String(env.timeoutMs ?? 1500),
    STATS_SERVICE_URL: env.stats ?? 'http://127.0.0.1:9',
  }, { overrides: env.catalogue ? [{ provide: PlayerCatalogue, useValue: env.catalogue }] : [] });
}
