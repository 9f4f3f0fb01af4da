import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { seasonClock, type SeasonClock } from '@draftroom/domain';
import { latestSeason, lastFinishedGameweek, type SeasonData, type SeasonId } from '@draftroom/fpl-data';
import { STATS_CONFIG, type StatsConfig } from '../config';
import type { PlayerProjection } from '@draftroom/projections';
import { SeasonRepository } from '../storage/season-repository';

export interface LoadedSeason {
  data: SeasonData;
  projections: PlayerProjection[];
  clock: SeasonClock;
  lastFinishedGameweek: number;
  /** The season served now (read at the pinned clock); false for a season kept as history. */
  current: boolean;
  /** Changes whenever the season is re-imported or re-projected; keys derived caches. */
  version: string;
  importedAt: Date;
}

/** Work done on a freshly loaded season before anyone is handed it (e.g. building payloads). */
export type SeasonWarmer = (season: LoadedSeason) => void;

export const STILL_IMPORTING = 'Player data is still being imported. Please try again in a moment.';

/** A season's dataset as the database says: its version, and whether its projections are stored. */
interface SeasonState {
  version: string;
  importedAt: Date;
  projected: boolean;
}

/** Which season is served, as the database says (the same answer on every replica). */
export interface ServedSeason {
  /** The current season; undefined before the first import. */
  current?: SeasonId;
  /** A newer season imported and waiting for its projections before it becomes current. */
  pending?: SeasonId;
  /** Why the last upstream import failed, when it did (the current season stays served). */
  problem?: string;
}

/** How long a version check is trusted before asking the database again. */
const VERSION_TTL_MS = 1000;

/**
 * Seasons held in memory, reloaded only when the dataset changes (an import or a projection
 * run by this process or by the worker). Requests read from here, never from a full import.
 */
@Injectable()
export class SeasonStore {
  private readonly loaded = new Map<SeasonId, LoadedSeason>();
  private readonly loading = new Map<SeasonId, Promise<LoadedSeason | undefined>>();
  private versions?: { at: number; bySeason: Map<string, SeasonState>; served: ServedSeason };
  private readonly warmers: SeasonWarmer[] = [];

  constructor(
    private readonly repository: SeasonRepository,
    @Inject(STATS_CONFIG) private readonly config: StatsConfig,
  ) {}

  /** The season the product is about (the stored current one), or 503 while the first import runs. */
  async current(): Promise<LoadedSeason> {
    const id = (await this.served()).current;
    const season = id ? await this.season(id) : undefined;
    if (!season) throw new ServiceUnavailableException(STILL_IMPORTING);
    return season;
  }

  /** Which season every replica serves, and which waits (memoised like the versions). */
  async served(): Promise<ServedSeason> {
    await this.stateVersions();
    return this.versions!.served;
  }

  /** The seasons stored, oldest first (a pending one too). */
  async seasonIds(): Promise<SeasonId[]> {
    return [...(await this.stateVersions()).keys()].sort();
  }

  async season(id: SeasonId): Promise<LoadedSeason | undefined> {
    const states = await this.stateVersions();
    const base = states.get(id);
    if (!base) return undefined;
    const isCurrent = id === this.versions!.served.current;
    // The current season is read at the pinned clock (FPL_AS_OF_GW), every other one in full; a
    // season that stops being current (a rollover) is therefore a new version of it.
    const state = { ...base, version: isCurrent ? `${base.version}:current` : base.version };
    const cached = this.loaded.get(id);
    if (cached && cached.version === state.version) return cached;
    // A new import of the current season is not projected yet: its players have no xPts. The
    // season in memory is served until the projection is stored, then the new one at once; so an
    // import never leaves a replica without data or unready (issue 29).
    if (isCurrent && !state.projected) return cached;
    const pending = this.loading.get(id);
    if (pending) return pending;
    const promise = this.load(id, state, isCurrent).finally(() => this.loading.delete(id));
    this.loading.set(id, promise);
    return promise;
  }

  /**
   * The current season without waiting: when the version check is still fresh and that version
   * is in memory, else undefined (the caller then takes the waiting path, current()).
   */
  currentIfFresh(): LoadedSeason | undefined {
    if (!this.versions || Date.now() - this.versions.at >= VERSION_TTL_MS) return undefined;
    const id = this.versions.served.current;
    const state = id ? this.versions.bySeason.get(id) : undefined;
    const loaded = id ? this.loaded.get(id) : undefined;
    return state && loaded?.version === `${state.version}:current` ? loaded : undefined;
  }

  /**
   * Runs `warmer` on every season this store loads, before the season is served: the catalogue
   * builds its payloads there, so the first /api/players after /health says ready is a cache hit.
   */
  onLoad(warmer: SeasonWarmer): void {
    this.warmers.push(warmer);
  }

  /** Drops the version memo so the next request sees a just-finished import at once. */
  invalidate(): void {
    this.versions = undefined;
  }

  private async load(id: SeasonId, state: SeasonState, isCurrent: boolean): Promise<LoadedSeason | undefined> {
    const [data, projections] = await Promise.all([this.repository.loadSeason(id), this.repository.loadProjections(id)]);
    if (!data) return undefined;
    const last = lastFinishedGameweek(data.fixtures);
    const loaded: LoadedSeason = {
      data, projections, clock: seasonClock(last, isCurrent ? this.config.asOfGameweek : null), lastFinishedGameweek: last, current: isCurrent,
      version: state.version, importedAt: state.importedAt,
    };
    for (const warm of this.warmers) warm(loaded);
    this.loaded.set(id, loaded);
    return loaded;
  }

  private async stateVersions(): Promise<Map<string, SeasonState>> {
    if (this.versions && Date.now() - this.versions.at < VERSION_TTL_MS) return this.versions.bySeason;
    let states: Awaited<ReturnType<SeasonRepository['states']>>;
    let servedRow: Awaited<ReturnType<SeasonRepository['served']>>;
    try {
      [states, servedRow] = await Promise.all([this.repository.states(), this.repository.served()]);
    } catch (error) {
      // The database is unreachable: the seasons already in memory are still the latest anyone
      // could have imported, so the reads they answer keep working (issue 29); checked again in
      // a second. Without them the error answers (503, the error filter's outage answer).
      if (!this.versions) throw error;
      this.versions = { ...this.versions, at: Date.now() };
      return this.versions.bySeason;
    }
    const bySeason = new Map(
      states.map((s) => [s.season, { version: `${s.version}:${s.projectedAt?.getTime() ?? 0}`, importedAt: s.importedAt, projected: s.projectedAt != null }]),
    );
    // A database imported before seasons were values has no served row: its latest season is current.
    const served: ServedSeason = {
      current: servedRow?.season ?? latestSeason(states.map((st) => st.season)),
      pending: servedRow?.pending && servedRow.pending !== servedRow.season ? servedRow.pending : undefined,
      problem: servedRow?.problem ?? undefined,
    };
    this.versions = { at: Date.now(), bySeason, served };
    return bySeason;
  }
}
