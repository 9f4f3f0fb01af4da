import {
  CURRENT_SEASON, FplApiClient, SEASONS, readCommunitySeason, readSeasonFromApi, readSnapshotManifest, readSnapshotSeason,
  type SeasonData,
} from '@draftroom/fpl-data';
import type { StatsConfig } from '../config';

export type ReadProgress = (note: string) => void;

/**
 * Reads the seasons an import writes. The snapshot and the community CSVs carry all three
 * seasons; the official API only serves the current one, so an upstream refresh replaces
 * 2025/26 and leaves the earlier seasons as they are.
 */
export async function readSeasons(source: StatsConfig['importSource'], config: StatsConfig, progress: ReadProgress): Promise<SeasonData[]> {
  const wanted = (season: string) => !config.importSeasons || config.importSeasons.includes(season);
  if (source === 'snapshot') {
    const manifest = readSnapshotManifest(config.snapshotDir);
    return manifest.seasons.filter((s) => wanted(s.season)).map((s) => readSnapshotSeason(config.snapshotDir, s.season));
  }
  if (source === 'community-csv') return SEASONS.filter(wanted).map((s) => readCommunitySeason(config.communityDir, s));
  if (!config.fplApiBaseUrl) throw new Error('An upstream import needs FPL_API_BASE_URL');
  const client = new FplApiClient({ baseUrl: config.fplApiBaseUrl, timeoutMs: config.fplApiTimeoutMs });
  let lastTenth = -1;
  const season = await readSeasonFromApi(client, CURRENT_SEASON, (done, total) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth) progress(`upstream player histories ${done}/${total}`);
    lastTenth = tenth;
  });
  return [season];
}
