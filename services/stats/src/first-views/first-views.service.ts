import { Inject, Injectable } from '@nestjs/common';
import { CURRENT_SEASON } from '@draftroom/fpl-data';
import { DRAWN_WITH_DATA_MARK_VALUE, PAGE_ROUTES, REMOTE_FIRST_VIEW_MARK } from '@draftroom/contracts';
import { JsonLogger, type CachedJson } from '@draftroom/nest-kit';
import { CatalogueService } from '../catalogue/catalogue.service';
import { SeasonStore, type LoadedSeason } from '../catalogue/season-store';
import { STATS_CONFIG, type StatsConfig } from '../config';
import { SeasonStatsService } from '../season-stats/season-stats.service';
import { loadFirstViewBundle, type FirstViewBundle } from './first-view-bundle';

/**
 * The first views of the pages this service draws with its data (route table `drawnWithData:
 * 'stats'`, decision 163): the page's markup, drawn by mf-stats's own page component from the
 * very payloads /api answers with, behind the head of the same build. Drawn once per version of
 * those payloads (their ETags), so the gateway's include of it costs a map lookup.
 */
@Injectable()
export class FirstViewsService {
  private readonly drawn = new Map<string, { versions: string; html: string }>();
  private bundle?: FirstViewBundle | null;
  /** The GETs a page drawn here may start with, as their controllers answer them for a season. */
  private readonly payloads: Readonly<Record<string, (season: LoadedSeason) => CachedJson>>;

  constructor(
    catalogue: CatalogueService,
    seasonStats: SeasonStatsService,
    private readonly store: SeasonStore,
    @Inject(STATS_CONFIG) private readonly config: StatsConfig,
    private readonly logger: JsonLogger,
  ) {
    this.payloads = {
      '/api/players': (s) => catalogue.payloadOf(s, 'players'),
      '/api/teams': (s) => catalogue.payloadOf(s, 'teams'),
      '/api/fixtures': (s) => catalogue.payloadOf(s, 'fixtures'),
      '/api/season': (s) => catalogue.payloadOf(s, 'season'),
      '/api/gameweek-points': (s) => seasonStats.gameweekPointsOf(s),
    };
    // Drawn while the season loads, after its payloads (their warmers came first) and before
    // /health says ready, like them: no page waits for the drawing, nor an /api read behind it.
    store.onLoad((season) => {
      if (season.data.season !== CURRENT_SEASON) return;
      for (const route of this.routes()) {
        try {
          const drawn = this.draw(route.module, season);
          if (drawn) this.drawn.set(route.module, drawn);
        } catch (error) {
          this.logger.event('warn', 'first view not drawn', { page: route.module, error: String(error) });
        }
      }
    });
  }

  private routes() {
    return PAGE_ROUTES.filter((r) => r.drawnWithData === 'stats');
  }

  /**
   * The page's fragment with the current data, or undefined when this service does not draw it
   * (not one of its pages, or no build of the remote's first views here). Rejects like the
   * payloads do while the season is still importing (503).
   */
  async fragment(module: string): Promise<string | undefined> {
    if (!this.routes().some((r) => r.module === module)) return undefined;
    const season = await this.store.current();
    const kept = this.drawn.get(module);
    if (kept?.versions === this.versionsOf(module, season)) return kept.html;
    const drawn = this.draw(module, season);
    if (drawn) this.drawn.set(module, drawn);
    return drawn?.html;
  }

  private versionsOf(module: string, season: LoadedSeason): string {
    return this.firstData(module).map((path) => this.payloads[path](season).etag).join(' ');
  }

  private firstData(module: string): readonly string[] {
    const paths = this.routes().find((r) => r.module === module)?.firstData ?? [];
    const unknown = paths.filter((path) => !this.payloads[path]);
    if (unknown.length) throw new Error(`first views: ${module} starts with GETs this service does not answer (${unknown.join(', ')})`);
    return paths;
  }

  /** Draws the page from the season's payloads; undefined without a build that draws it. */
  private draw(module: string, season: LoadedSeason): { versions: string; html: string } | undefined {
    const bundle = this.loadedBundle();
    const head = bundle?.heads[module];
    if (!bundle || head === undefined) return undefined;
    const started = performance.now();
    const paths = this.firstData(module);
    const answers = Object.fromEntries(paths.map((path) => [path, JSON.parse(this.payloads[path](season).raw.toString('utf8')) as unknown]));
    const markup = bundle.renderPageWithData(module, answers);
    if (markup === undefined) return undefined;
    const html = `<template ${REMOTE_FIRST_VIEW_MARK}="${DRAWN_WITH_DATA_MARK_VALUE}"></template>${head}${markup}`;
    this.logger.event('info', 'first view drawn', { page: module, ms: Math.round(performance.now() - started), bytes: html.length });
    return { versions: this.versionsOf(module, season), html };
  }

  private loadedBundle(): FirstViewBundle | undefined {
    if (this.bundle === undefined) {
      const loaded = loadFirstViewBundle(this.config.firstViewsDir);
      if ('missing' in loaded) {
        this.logger.event('warn', 'first views drawn without data', { reason: loaded.missing });
        this.bundle = null;
      } else {
        this.bundle = loaded;
      }
    }
    return this.bundle ?? undefined;
  }
}
