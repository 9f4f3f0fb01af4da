import { Inject, Injectable } from '@nestjs/common';
import type { Fixture, SeasonInfo, Team } from '@draftroom/contracts';
import { CachedJson } from '@draftroom/nest-kit';
import { STATS_CONFIG, type StatsConfig } from '../config';
import { playerListAsOf } from './player-list';
import { SeasonStore, type LoadedSeason } from './season-store';

/**
 * Players, teams, fixtures and the season clock of the current season. Each payload is built
 * once per dataset version and served from memory as a CachedJson (ETag + pre-compressed).
 */
@Injectable()
export class CatalogueService {
  private readonly cache = new Map<string, CachedJson>();

  constructor(
    private readonly store: SeasonStore,
    @Inject(STATS_CONFIG) private readonly config: StatsConfig,
  ) {
    // Built (and compressed) while the season loads, before /health says ready.
    store.onLoad((season) => {
      if (!season.current) return;
      for (const [name, build] of this.payloads()) {
        const payload = this.payloadFor(season, name, build);
        void payload.gzip;
        void payload.br;
      }
    });
  }

  players(): Promise<CachedJson> {
    return this.cached('players', this.buildPlayers);
  }

  teams(): Promise<CachedJson> {
    return this.cached('teams', this.buildTeams);
  }

  fixtures(): Promise<CachedJson> {
    return this.cached('fixtures', this.buildFixtures);
  }

  season(): Promise<CachedJson> {
    return this.cached('season', this.buildSeason);
  }

  /** The payload of /api/<name> for a season in hand (a season warmer has one before it is current). */
  payloadOf(season: LoadedSeason, name: 'players' | 'teams' | 'fixtures' | 'season'): CachedJson {
    const [, build] = this.payloads().find(([n]) => n === name)!;
    return this.payloadFor(season, name, build);
  }

  private payloads(): Array<[string, (season: LoadedSeason) => unknown]> {
    return [['players', this.buildPlayers], ['teams', this.buildTeams], ['fixtures', this.buildFixtures], ['season', this.buildSeason]];
  }

  private readonly buildPlayers = (s: LoadedSeason) => playerListAsOf(s.data, s.projections, s.clock, s.lastFinishedGameweek);

  private readonly buildTeams = (s: LoadedSeason) =>
    s.data.teams.map((t): Team => ({ id: t.id, code: t.code, name: t.name, short_name: t.shortName }));

  /** Results after the clock are withheld: a pinned clock must not show the future. */
  private readonly buildFixtures = (s: LoadedSeason) =>
    s.data.fixtures.map((f): Fixture => {
      const played = f.finished && f.gameweek != null && f.gameweek <= s.clock.currentGameweek;
      return {
        id: f.id, gameweek: f.gameweek, kickoff: f.kickoff, homeTeam: f.homeTeamId, awayTeam: f.awayTeamId,
        homeDifficulty: f.homeDifficulty, awayDifficulty: f.awayDifficulty, finished: played,
        homeScore: played ? f.homeScore : null, awayScore: played ? f.awayScore : null,
      };
    });

  private readonly buildSeason = (s: LoadedSeason): SeasonInfo => ({
    season: s.data.season,
    ...s.clock,
    lastFinishedGameweek: s.lastFinishedGameweek,
    pinnedByConfiguration: this.config.asOfGameweek != null,
    importedAt: s.importedAt.toISOString(),
  });

  /** Builds (once per dataset version) and returns a cached payload of the current season. */
  async cached(name: string, build: (season: LoadedSeason) => unknown): Promise<CachedJson> {
    return this.payloadFor(await this.store.current(), name, build);
  }

  private payloadFor(season: LoadedSeason, name: string, build: (season: LoadedSeason) => unknown): CachedJson {
    const key = `${name}@${season.version}`;
    let payload = this.cache.get(key);
    if (!payload) {
      for (const k of this.cache.keys()) if (k.startsWith(`${name}@`)) this.cache.delete(k);
      payload = new CachedJson(build(season));
      this.cache.set(key, payload);
    }
    return payload;
  }
}
