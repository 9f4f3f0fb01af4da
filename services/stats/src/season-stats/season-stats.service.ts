import { Injectable, NotFoundException } from '@nestjs/common';
import { seasonGameweeksApi, seasonLabel, seasonStatsApi, seasonStatsPath, type SeasonSummary } from '@draftroom/contracts';
import { CachedJson } from '@draftroom/nest-kit';
import type { SeasonId } from '@draftroom/fpl-data';
import { SeasonStore, type LoadedSeason } from '../catalogue/season-store';
import { seasonColumns } from './season-columns';
import { buildSeasonStats, type SeasonStats } from './season-stats-builder';

/** '2024-25' → '2024/25', as the service's sentences name a season. */
const inWords = (season: SeasonId): string => season.replace('-', '/');

/** A season's figures built once per dataset version, with each payload serialised once. */
class SeasonPayloads {
  readonly totals: CachedJson;
  private readonly perPlayer = new Map<number, CachedJson>();
  /** Serialised on first use (only the current season's are asked for). */
  points?: CachedJson;

  constructor(readonly version: string, readonly built: SeasonStats) {
    this.totals = new CachedJson(built.totals);
  }

  pointsJson(): CachedJson {
    return (this.points ??= new CachedJson(this.built.points));
  }

  /** Undefined for an id the season does not know. */
  player(id: number): CachedJson | undefined {
    let payload = this.perPlayer.get(id);
    if (!payload) {
      const rows = this.built.byPlayer.get(id);
      if (!rows) return undefined;
      payload = new CachedJson(rows);
      this.perPlayer.set(id, payload);
    }
    return payload;
  }
}

/**
 * Season totals and per-gameweek rows of every season the data holds (up to the current one),
 * computed from the seasons the SeasonStore holds in memory, rebuilt only when a season's data
 * (or projection, or whether it is current) changes.
 */
@Injectable()
export class SeasonStatsService {
  private readonly built = new Map<SeasonId, SeasonPayloads>();

  constructor(private readonly store: SeasonStore) {
    // The current season's totals and played points are built (and compressed) while the season
    // loads, before /health says ready, like the catalogue's payloads: the first visitor of /xpts
    // or Player Stats after a start or an import does not wait for them while the page's other
    // reads queue behind.
    store.onLoad((season) => {
      if (!season.current) return;
      void this.payloadsOf(season).totals.gzip;
      void this.payloadsOf(season).pointsJson().gzip;
    });
  }

  /** The 2025/26 payloads as built so far (the warm-up test reads them; 2025/26 is the spec's current season). */
  private get last2526(): SeasonPayloads | undefined {
    return this.built.get('2025-26');
  }

  async seasonStats(season: SeasonId): Promise<CachedJson> {
    return (await this.payloads(season)).totals;
  }

  async playerGameweeks(season: SeasonId, playerId: number): Promise<CachedJson> {
    const payload = (await this.payloads(season)).player(playerId);
    if (!payload) throw new NotFoundException(`No player with id ${playerId} in the ${inWords(season)} season.`);
    return payload;
  }

  /** Played points per gameweek of the current season, up to its clock. */
  async gameweekPoints(): Promise<CachedJson> {
    return this.payloadsOf(await this.store.current()).pointsJson();
  }

  /** GET /api/seasons: every season served, oldest first, the current one marked. */
  async seasons(): Promise<SeasonSummary[]> {
    const current = await this.store.current();
    const out: SeasonSummary[] = [];
    for (const id of await this.servedIds(current)) {
      const season = id === current.data.season ? current : await this.store.season(id);
      if (!season) continue;
      out.push({
        season: id, label: seasonLabel(id), current: season.current, statsPath: seasonStatsPath(id), statsApi: seasonStatsApi(id),
        // The columns follow from the data alone: building every season's figures to name them cost
        // seconds of CPU per version change (a rollover rebuilt all of them).
        gameweeksApi: seasonGameweeksApi(id), columns: seasonColumns(season.data), lastFinishedGameweek: season.lastFinishedGameweek,
      });
    }
    return out;
  }

  /** The stored seasons up to the current one (a newer season waiting for its projections is not served yet). */
  private async servedIds(current: LoadedSeason): Promise<SeasonId[]> {
    return (await this.store.seasonIds()).filter((id) => id <= current.data.season);
  }

  private async payloads(id: SeasonId): Promise<SeasonPayloads> {
    // 503 while the first import runs, as every read of the service; then 404 for a season not in the data.
    const current = await this.store.current();
    const ids = await this.servedIds(current);
    const season = ids.includes(id) ? await this.store.season(id) : undefined;
    if (!season) {
      throw new NotFoundException(`There is no ${inWords(id)} season in the data; there are ${ids.map(inWords).join(', ')}.`);
    }
    return this.payloadsOf(season);
  }

  private payloadsOf(season: LoadedSeason): SeasonPayloads {
    const id = season.data.season;
    let payloads = this.built.get(id);
    if (payloads?.version !== season.version) {
      payloads = new SeasonPayloads(season.version, buildSeasonStats(season));
      this.built.set(id, payloads);
    }
    return payloads;
  }
}
