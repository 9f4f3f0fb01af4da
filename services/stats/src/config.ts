import { join } from 'node:path';
import { repoRoot } from '@draftroom/nest-kit';
import { defaultCommunityRoot } from '@draftroom/fpl-data';

/** Settings of the stats service, read once from the environment with clear errors. */
export interface StatsConfig {
  /** FPL_AS_OF_GW: pins the season clock (the spec's screens are written as of GW4). */
  asOfGameweek: number | null;
  /** STATS_IMPORT_SOURCE: where the first import reads from. */
  importSource: 'snapshot' | 'community-csv' | 'upstream';
  snapshotDir: string;
  communityDir: string;
  /** FPL_API_BASE_URL: the official game's public API (or the fixture server in tests). */
  fplApiBaseUrl: string | null;
  fplApiTimeoutMs: number;
  /** INGEST_SCHEDULE: cron pattern of the scheduled upstream refresh (BullMQ only). */
  ingestSchedule: string | null;
  /** STATS_IMPORT_SEASONS: limit an import to some seasons (comma list); all by default. */
  importSeasons: string[] | null;
  /** STATS_EVALUATE_XPTS=off skips the backtest figures after a projection (the service tests' default: seconds per boot). */
  evaluateXpts: boolean;
}

export function readStatsConfig(env: NodeJS.ProcessEnv = process.env): StatsConfig {
  const pin = env.FPL_AS_OF_GW?.trim();
  let asOfGameweek: number | null = null;
  if (pin) {
    asOfGameweek = Number(pin);
    if (!Number.isInteger(asOfGameweek) || asOfGameweek < 0 || asOfGameweek > 38) {
      throw new Error(`FPL_AS_OF_GW must be a whole number from 0 to 38 (got '${pin}')`);
    }
  }
  const source = env.STATS_IMPORT_SOURCE ?? 'snapshot';
  if (source !== 'snapshot' && source !== 'community-csv' && source !== 'upstream') {
    throw new Error(`STATS_IMPORT_SOURCE must be snapshot, community-csv or upstream (got '${source}')`);
  }
  if (source === 'upstream' && !env.FPL_API_BASE_URL) {
    throw new Error('STATS_IMPORT_SOURCE=upstream needs FPL_API_BASE_URL');
  }
  const root = repoRoot();
  return {
    asOfGameweek,
    importSource: source,
    snapshotDir: env.SNAPSHOT_DIR ?? join(root, 'data', 'snapshot'),
    communityDir: defaultCommunityRoot(root),
    fplApiBaseUrl: env.FPL_API_BASE_URL ?? null,
    fplApiTimeoutMs: Number(env.FPL_API_TIMEOUT_MS ?? 8000),
    ingestSchedule: env.INGEST_SCHEDULE ?? null,
    importSeasons: env.STATS_IMPORT_SEASONS ? env.STATS_IMPORT_SEASONS.split(',').map((s) => s.trim()) : null,
    evaluateXpts: env.STATS_EVALUATE_XPTS !== 'off',
  };
}

export const STATS_CONFIG = Symbol('STATS_CONFIG');
