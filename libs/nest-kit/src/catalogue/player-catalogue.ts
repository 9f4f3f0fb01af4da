import { Injectable, ServiceUnavailableException, type OnApplicationBootstrap } from '@nestjs/common';
import {
  PlayerListSchema, PlayerProjectionSchema, PRICE_MOVES_API, PriceMovesSchema, SeasonInfoSchema, type Player, type PlayerProjectionDetail, type PriceMoves,
} from '@draftroom/contracts';
import { fetchFromAnyStatsReplica, statsBaseUrls } from './stats-replicas';

export interface CatalogueOptions {
  /**
   * Base URL of the stats service; STATS_SERVICE_URL or its default port on this machine. A
   * comma-separated list names its replicas: each is tried in turn until one answers.
   */
  baseUrl?: string;
  /** How long a fetched list is used before it is revalidated with its ETag. */
  freshForMs?: number;
  timeoutMs?: number;
}

const UNAVAILABLE = 'Player data is unavailable right now. Please try again in a moment.';

/**
 * The drafts and planner services never read the stats service's tables: they ask its API for
 * the player list (id, position, club, price) and keep it in memory, revalidating with ETag.
 */
@Injectable()
export class PlayerCatalogue implements OnApplicationBootstrap {
  private cached?: { etag: string | null; byId: Map<number, Player>; fetchedAt: number };
  private inflight?: Promise<Map<number, Player>>;
  /** The season of a list, asked once per list (a new list comes with a new import, a rollover among them). */
  private readonly seasonOfList = new OncePerList<string>();
  private readonly priceMovesOfList = new OncePerList<PriceMoves | undefined>();
  private readonly baseUrls: string[];
  private readonly freshForMs: number;
  private readonly timeoutMs: number;

  constructor(options: CatalogueOptions = {}) {
    this.baseUrls = statsBaseUrls(options.baseUrl);
    this.freshForMs = options.freshForMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  /**
   * Fetched once as the service starts, in the background, so the first saves after a start do
   * not all wait for 700 KB of players and their parse (decision 155).
   * A stats service still importing just leaves it to the first request, as before.
   */
  onApplicationBootstrap(): void {
    this.players().catch(() => undefined);
  }

  /** Players by id, as of the season clock. Throws 503 with a readable message when unreachable. */
  async players(): Promise<Map<number, Player>> {
    if (this.cached && Date.now() - this.cached.fetchedAt < this.freshForMs) return this.cached.byId;
    this.inflight ??= this.refresh().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  async player(id: number): Promise<Player | undefined> {
    return (await this.players()).get(id);
  }

  /**
   * The season of the list players() answers now ('2026-27', GET /api/season), so what is stored
   * with those players' ids can say which season's ids they are (issue 32). Asked again whenever
   * the list changes; a list whose season cannot be read is not guessed at: 503.
   */
  async season(): Promise<string> {
    return (await this.current()).season;
  }

  /**
   * The list and its season, asked once right after that list arrived, for what checks ids and
   * stores them with their season (two calls to players() and season() could straddle a new list).
   */
  async current(): Promise<{ players: Map<number, Player>; season: string }> {
    const byId = await this.players();
    return { players: byId, season: await this.seasonOf(byId) };
  }

  /**
   * The predicted price moves of the list players() answers now (GET /api/players/price-moves,
   * decision 207), asked once per list. Undefined when the stats service cannot say: a solve then
   * plans at today's prices, as it did before there were predictions.
   */
  async priceMoves(): Promise<PriceMoves | undefined> {
    const byId = await this.players();
    const ask = () => fetchFromAnyStatsReplica(this.baseUrls, PRICE_MOVES_API, { accept: 'application/json' }, this.timeoutMs)
      .then((res) => (res?.ok ? PriceMovesSchema.parse(res.body) : undefined))
      .catch(() => undefined);
    return this.priceMovesOfList.get(byId, ask, (moves) => moves !== undefined);
  }

  /**
   * A player's projection as if he played `minutes` in each of his matches (GET
   * /api/players/{id}/projection?minutes=, decision 217), for a solve's minutes edits. Not kept:
   * a solve asks for a few players once. 503 when the stats service cannot say.
   */
  async projectionAt(id: number, minutes: number): Promise<PlayerProjectionDetail> {
    const res = await fetchFromAnyStatsReplica(this.baseUrls, `/api/players/${id}/projection?minutes=${minutes}`, { accept: 'application/json' }, this.timeoutMs);
    if (!res?.ok) throw new ServiceUnavailableException("A player's projection at your minutes is unavailable right now. Please try again in a moment.");
    return PlayerProjectionSchema.parse(res.body);
  }

  private seasonOf(byId: Map<number, Player>): Promise<string> {
    return this.seasonOfList.get(byId, () => this.fetchSeason());
  }

  private async fetchSeason(): Promise<string> {
    const res = await fetchFromAnyStatsReplica(this.baseUrls, '/api/season', { accept: 'application/json' }, this.timeoutMs);
    if (!res?.ok) throw new ServiceUnavailableException(UNAVAILABLE);
    return SeasonInfoSchema.parse(res.body).season;
  }

  private async refresh(): Promise<Map<number, Player>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cached?.etag) headers['if-none-match'] = this.cached.etag;
    const res = await fetchFromAnyStatsReplica(this.baseUrls, '/api/players', headers, this.timeoutMs);
    if (!res) {
      if (this.cached) return this.cached.byId; // stale data beats no data for validation
      throw new ServiceUnavailableException(UNAVAILABLE);
    }
    if (res.status === 304 && this.cached) {
      this.cached.fetchedAt = Date.now();
      return this.cached.byId;
    }
    if (!res.ok) {
      if (this.cached) return this.cached.byId;
      throw new ServiceUnavailableException(UNAVAILABLE);
    }
    const players = PlayerListSchema.parse(res.body);
    this.cached = { etag: res.etag, byId: new Map(players.map((p) => [p.id, p])), fetchedAt: Date.now() };
    return this.cached.byId;
  }
}

/**
 * One answer per player list (the season it is of, its predicted price moves): asked once for each
 * new list, and asked again next time when the asking failed or gave nothing `usable`.
 */
class OncePerList<T> {
  private held?: { list: object; answer: Promise<T> };

  get(list: object, ask: () => Promise<T>, usable: (value: T) => boolean = () => true): Promise<T> {
    if (this.held?.list !== list) {
      const answer = ask();
      this.held = { list, answer };
      const forget = () => {
        if (this.held?.answer === answer) this.held = undefined;
      };
      answer.then((value) => (usable(value) ? undefined : forget()), forget);
    }
    return this.held.answer;
  }
}
