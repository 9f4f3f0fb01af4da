import {
  FplApiClient, communitySeasons, latestSeason, readCommunitySeason, readSeasonFromApi, readSnapshotManifest, readSnapshotSeason,
  type SeasonData, type SeasonId,
} from '@draftroom/fpl-data';
import type { StatsConfig } from '../config';

export type ReadProgress = (note: string) => void;

/** The seasons an import writes, and the season its source says is current. */
export interface SeasonsRead {
  seasons: SeasonData[];
  /** The snapshot's (or community folders') latest season, or the upstream's own. */
  current: SeasonId;
}

/**
 * Reads the seasons an import writes. The snapshot and the community CSVs carry the seasons they
 * list (their latest is current); the official API only serves its current season, named by its
 * first deadline, so an upstream refresh replaces that season and leaves the earlier ones as they are.
 */
export async function readSeasons(source: StatsConfig['importSource'], config: StatsConfig, progress: ReadProgress): Promise<SeasonsRead> {
  const wanted = (season: string) => !config.importSeasons || config.importSeasons.includes(season);
  if (source === 'snapshot' || source === 'community-csv') {
    const all = source === 'snapshot'
      ? readSnapshotManifest(config.snapshotDir).seasons.map((s) => s.season)
      : communitySeasons(config.communityDir);
    const current = latestSeason(all);
    if (!current) throw new Error(`The ${source} import found no season to read`);
    const read = source === 'snapshot' ? readSnapshotSeason.bind(null, config.snapshotDir) : readCommunitySeason.bind(null, config.communityDir);
    return { seasons: all.filter(wanted).map((s) => read(s)), current };
  }
  if (!config.fplApiBaseUrl) throw new Error('An upstream import needs FPL_API_BASE_URL');
  const client = new FplApiClient({ baseUrl: config.fplApiBaseUrl, timeoutMs: config.fplApiTimeoutMs });
  let lastTenth = -1;
  const season = await readSeasonFromApi(client, (done, total) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth) progress(`upstream player histories ${done}/${total}`);
    lastTenth = tenth;
  });
  return { seasons: [season], current: season.season };
}

/**
 * The official API serves its own season only. The earlier seasons a database lacks (a fresh
 * install pointed at the upstream) come from the committed snapshot, so the stats pages of those
 * seasons, the accuracy backtest and the xPts model's history are there as on a snapshot start.
 */
export function earlierSnapshotSeasons(config: StatsConfig, current: SeasonId, stored: ReadonlySet<string>): SeasonData[] {
  return readSnapshotManifest(config.snapshotDir).seasons.map((s) => s.season)
    // STATS_IMPORT_SEASONS limits what any import writes, this history too.
    .filter((season) => season < current && !stored.has(season) && (!config.importSeasons || config.importSeasons.includes(season)))
    .map((season) => readSnapshotSeason(config.snapshotDir, season));
}
