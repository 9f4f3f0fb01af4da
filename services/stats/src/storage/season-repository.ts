import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { SeasonData, SeasonId } from '@draftroom/fpl-data';
import { bulkInsert, inTransaction, readRows } from '@draftroom/nest-kit';
import type { PlayerProjection } from '@draftroom/projections';
import {
  AppearanceRow, AvailabilityRow, DatasetStateRow, FixtureRow, MatchStatRow, PlayerRow, ProjectionRow, ServedSeasonRow, TeamRow,
} from './entities';

export type ImportSource = 'snapshot' | 'community-csv' | 'upstream';
export type Progress = (done: number, total: number) => void;

const SEASON_TABLES: Array<[keyof Omit<SeasonData, 'season'>, EntityTarget<ObjectLiteral>]> = [
  ['teams', TeamRow],
  ['players', PlayerRow],
  ['fixtures', FixtureRow],
  ['appearances', AppearanceRow],
  ['matchStats', MatchStatRow],
  ['availability', AvailabilityRow],
];

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const byMatch = (a: MatchKey, b: MatchKey) => a.gameweek - b.gameweek || a.fixtureId - b.fixtureId || a.playerId - b.playerId;
interface MatchKey { gameweek: number; fixtureId: number; playerId: number }

/** A season's rows in the order loadSeason reads them back, so both give the projection the same input. */
export function inStoredOrder(data: SeasonData): SeasonData {
  return {
    ...data,
    teams: [...data.teams].sort(byId),
    players: [...data.players].sort(byId),
    fixtures: [...data.fixtures].sort(byId),
    appearances: [...data.appearances].sort(byMatch),
    matchStats: [...data.matchStats].sort(byMatch),
    availability: [...data.availability].sort((a, b) => a.gameweek - b.gameweek || a.playerId - b.playerId),
  };
}

/** The one row of served_season. */
const SERVED = 'served';

/** The order the match tables are read back in (inStoredOrder sorts a season the same way). */
const BY_MATCH = ['gameweek', 'fixtureId', 'playerId'] as const;

/** Only queries: reading and replacing whole seasons, projections and the dataset state. */
@Injectable()
export class SeasonRepository {
  /**
   * The seasons this process read, by the stored version they were read at. Only replaceSeason
   * writes a season's rows, and it bumps the version in the same transaction, so rows read at a
   * version stay that version's rows. Held weakly: whoever still uses a season (the served
   * catalogue, a projection's history) keeps it here too; a worker between jobs keeps nothing.
   */
  private readonly read = new Map<SeasonId, { version: number; data: WeakRef<SeasonData> }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Replaces a season in one transaction, so a re-run gives the same rows and a failed import
   * leaves the previous data in place. Projections of the season are dropped with it (they were
   * computed from the old data) and the version is bumped so caches refresh.
   */
  async replaceSeason(data: SeasonData, source: ImportSource, progress: Progress = () => undefined): Promise<number> {
    const total = SEASON_TABLES.reduce((n, [table]) => n + data[table].length, 0);
    let done = 0;
    return inTransaction(this.dataSource, async (em) => {
      await em.delete(ProjectionRow, { season: data.season });
      for (const [table, entity] of SEASON_TABLES) {
        await em.delete(entity, { season: data.season });
        const rows = (data[table] as unknown as ObjectLiteral[]).map((r) => ({ ...r, season: data.season }));
        await bulkInsert(em, entity, rows, (inserted) => progress((done += inserted), total));
      }
      return this.bumpState(em, data.season, source);
    });
  }

  private async bumpState(em: EntityManager, season: SeasonId, source: ImportSource): Promise<number> {
    const previous = await em.findOneBy(DatasetStateRow, { season });
    const version = (previous?.version ?? 0) + 1;
    await em.save(DatasetStateRow, {
      season, source, version, importedAt: new Date(), projectedAt: null, projectedAsOf: null,
    });
    return version;
  }

  /**
   * A stored season. The same version is read once per process: a projection, the catalogue and
   * the accuracy report each read every season, and a new projection changes none of their rows.
   * The season is frozen (its arrays and rows), since its readers now share it.
   */
  async loadSeason(season: SeasonId): Promise<SeasonData | undefined> {
    const state = await this.dataSource.manager.findOneBy(DatasetStateRow, { season });
    if (!state) return undefined;
    const known = this.read.get(season);
    const kept = known?.version === state.version ? known.data.deref() : undefined;
    if (kept) return kept;
    const data = await this.readSeason(season);
    this.read.set(season, { version: state.version, data: new WeakRef(data) });
    return data;
  }

  private async readSeason(season: SeasonId): Promise<SeasonData> {
    // One connection, one table after another: six reads side by side took more clients than a
    // small pool has, and under load the ones left waiting past the pool's connection timeout
    // failed the whole read. Turning rows into objects is this thread's work either way.
    const runner = this.dataSource.createQueryRunner();
    const read = <T extends ObjectLiteral & { season: string }>(entity: EntityTarget<T>, orderBy: ReadonlyArray<keyof T & string>) =>
      readRows<T>(runner.manager, entity, { where: { season } as Partial<Record<keyof T & string, string>>, orderBy, omit: ['season'] });
    try {
      return deepFreeze({
        season,
        teams: await read(TeamRow, ['id']),
        players: await read(PlayerRow, ['id']),
        fixtures: await read(FixtureRow, ['id']),
        appearances: await read(AppearanceRow, BY_MATCH),
        matchStats: await read(MatchStatRow, BY_MATCH),
        availability: await read(AvailabilityRow, ['gameweek', 'playerId']),
      } as unknown as SeasonData);
    } finally {
      await runner.release();
    }
  }

  /** The stored availability snapshots of a season (an upstream refresh keeps the earlier ones). */
  async availability(season: SeasonId): Promise<SeasonData['availability']> {
    const rows = await readRows(this.dataSource.manager, AvailabilityRow, { where: { season }, orderBy: ['gameweek', 'playerId'], omit: ['season'] });
    return rows as unknown as SeasonData['availability'];
  }

  /**
   * Stores a season's projections; when it is the season an import left pending, it becomes the
   * current one in the same transaction, so no replica sees the new season without its xPts.
   * Returns the season it replaced as current, if it did.
   */
  async replaceProjections(season: SeasonId, rows: readonly PlayerProjection[], asOfGameweek: number): Promise<{ replaced?: SeasonId }> {
    return inTransaction(this.dataSource, async (em) => {
      await em.delete(ProjectionRow, { season });
      await bulkInsert(em, ProjectionRow, rows.map((r) => ({ season, playerId: r.playerId, gameweek: r.gameweek, xpts: r.xpts })));
      await em.update(DatasetStateRow, { season }, { projectedAt: new Date(), projectedAsOf: asOfGameweek });
      const served = await em.findOneBy(ServedSeasonRow, { id: SERVED });
      if (served?.pending !== season) return {};
      await em.update(ServedSeasonRow, { id: SERVED }, { season, pending: null });
      return served.season === season ? {} : { replaced: served.season };
    });
  }

  /** Which season is current, which waits for its projections, and the last upstream failure (null before any import). */
  async served(): Promise<ServedSeasonRow | null> {
    return this.dataSource.manager.findOneBy(ServedSeasonRow, { id: SERVED });
  }

  /**
   * After an import: `season` is the season the data says is current. The first import makes it
   * current outright (nothing is served yet); a later, newer one waits as pending until projected;
   * an older one changes nothing (a snapshot import after a rollover keeps the upstream's season).
   * A successful import clears the last failure.
   */
  async proposeCurrent(season: SeasonId): Promise<void> {
    await inTransaction(this.dataSource, async (em) => {
      const served = await em.findOneBy(ServedSeasonRow, { id: SERVED });
      const clear = { problem: null, problemAt: null };
      if (!served) await em.save(ServedSeasonRow, { id: SERVED, season, pending: season, ...clear });
      else if (season >= served.season) await em.update(ServedSeasonRow, { id: SERVED }, { pending: season, ...clear });
      else await em.update(ServedSeasonRow, { id: SERVED }, clear);
    });
  }

  /** Why the last upstream import failed (the served season stays as it was); read by /health on every replica. */
  async recordProblem(problem: string): Promise<void> {
    const served = await this.served();
    if (served) await this.dataSource.manager.update(ServedSeasonRow, { id: SERVED }, { problem, problemAt: new Date() });
  }

  async loadProjections(season: SeasonId): Promise<PlayerProjection[]> {
    return readRows(this.dataSource.manager, ProjectionRow, { where: { season }, omit: ['season'] });
  }

  async states(): Promise<DatasetStateRow[]> {
    return this.dataSource.manager.find(DatasetStateRow, { order: { season: 'ASC' } });
  }
}

/** Freezes a season read from the database: the object, its tables and every row. */
function deepFreeze(data: SeasonData): SeasonData {
  for (const [table] of SEASON_TABLES) {
    for (const row of data[table]) Object.freeze(row);
    Object.freeze(data[table]);
  }
  return Object.freeze(data);
}
