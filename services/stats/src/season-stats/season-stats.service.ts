import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CachedJson } from '@draftroom/nest-kit';
import { CURRENT_SEASON, type SeasonId } from '@draftroom/fpl-data';
import { SeasonStore, STILL_IMPORTING, type LoadedSeason } from '../catalogue/season-store';
import { buildSeason2425, type Season2425 } from './season-2425';
import { buildSeason2526, type Season2526 } from './season-2526';

/** A season's figures built once per dataset version, with each payload serialised once. */
class SeasonPayloads<S extends { totals: unknown; byPlayer: Map<number, unknown> }> {
  readonly totals: CachedJson;
  private readonly perPlayer = new Map<number, CachedJson>();

  constructor(readonly version: string, readonly built: S) {
    this.totals = new CachedJson(built.totals);
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

const SEASON_LABEL: Record<SeasonId, string> = { '2023-24': '2023/24', '2024-25': '2024/25', '2025-26': '2025/26' };

/**
 * Season totals and per-gameweek rows of 2024/25 and 2025/26, computed from the seasons the
 * SeasonStore holds in memory, rebuilt only when a season's data (or projection) version changes.
 */
@Injectable()
export class SeasonStatsService {
  private last2425?: SeasonPayloads<Season2425>;
  private last2526?: SeasonPayloads<Season2526> & { points?: CachedJson };

  constructor(private readonly store: SeasonStore) {
    // The current season's totals and played points are built (and compressed) while the season
    // loads, before /health says ready, like the catalogue's payloads: the first visitor of /xpts
    // or Player Stats 25/26 after a start or an import does not wait for them while the page's
    // other reads queue behind.
    store.onLoad((season) => {
      if (season.data.season !== CURRENT_SEASON) return;
      void this.payloadsOf2526(season).totals.gzip;
      void this.gameweekPointsOf(season).gzip;
    });
  }

  async seasonStats2425(): Promise<CachedJson> {
    return (await this.payloads2425()).totals;
  }

  async playerGameweeks2425(playerId: number): Promise<CachedJson> {
    return this.playerOrNotFound(await this.payloads2425(), playerId, '2024-25');
  }

  async seasonStats2526(): Promise<CachedJson> {
    return (await this.payloads2526()).totals;
  }

  async playerGameweeks2526(playerId: number): Promise<CachedJson> {
    return this.playerOrNotFound(await this.payloads2526(), playerId, '2025-26');
  }

  async gameweekPoints(): Promise<CachedJson> {
    return this.gameweekPointsOf(await this.store.current());
  }

  /** /api/gameweek-points of a season in hand (a season warmer has one before it is current). */
  gameweekPointsOf(season: LoadedSeason): CachedJson {
    const payloads = this.payloadsOf2526(season);
    return (payloads.points ??= new CachedJson(payloads.built.points));
  }

  private playerOrNotFound(payloads: SeasonPayloads<Season2425 | Season2526>, playerId: number, season: SeasonId): CachedJson {
    const payload = payloads.player(playerId);
    if (!payload) throw new NotFoundException(`No player with id ${playerId} in the ${SEASON_LABEL[season]} season.`);
    return payload;
  }

  private async payloads2425(): Promise<SeasonPayloads<Season2425>> {
    const season = await this.loaded('2024-25');
    if (this.last2425?.version !== season.version) this.last2425 = new SeasonPayloads(season.version, buildSeason2425(season.data));
    return this.last2425;
  }

  private async payloads2526(): Promise<SeasonPayloads<Season2526> & { points?: CachedJson }> {
    return this.payloadsOf2526(await this.store.current());
  }

  private payloadsOf2526(season: LoadedSeason): SeasonPayloads<Season2526> & { points?: CachedJson } {
    if (this.last2526?.version !== season.version) this.last2526 = new SeasonPayloads(season.version, buildSeason2526(season));
    return this.last2526;
  }

  private async loaded(id: SeasonId): Promise<LoadedSeason> {
    const season = await this.store.season(id);
    if (!season) throw new ServiceUnavailableException(STILL_IMPORTING);
    return season;
  }
}
