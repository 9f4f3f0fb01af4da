import type { ZodType, z } from 'zod';
import {
  BootstrapStaticSchema, ElementSummarySchema, EntryPicksSchema, EntryTransfersSchema, EventLiveSchema, FixturesSchema,
} from './schemas';

/** The upstream answered 404: the team, player or gameweek does not exist there. */
export class UpstreamNotFoundError extends Error {}
/** The upstream timed out, could not be reached, or answered 5xx. */
export class UpstreamUnavailableError extends Error {}
/** The upstream answered 200 with something that is not the JSON we expect. */
export class UpstreamInvalidError extends Error {}

export interface FplApiClientOptions {
  /** e.g. https://fantasy.premierleague.com/api (FPL_API_BASE_URL) */
  baseUrl: string;
  timeoutMs?: number;
  userAgent?: string;
}

/** A client for the official game's public API with a timeout and typed failures. */
export class FplApiClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: FplApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 8_000;
  }

  bootstrapStatic() {
    return this.get('/bootstrap-static/', BootstrapStaticSchema);
  }
  fixtures() {
    return this.get('/fixtures/', FixturesSchema);
  }
  elementSummary(playerId: number) {
    return this.get(`/element-summary/${playerId}/`, ElementSummarySchema);
  }
  eventLive(gameweek: number) {
    return this.get(`/event/${gameweek}/live/`, EventLiveSchema);
  }
  entryPicks(teamId: number, gameweek: number) {
    return this.get(`/entry/${teamId}/event/${gameweek}/picks/`, EntryPicksSchema);
  }
  entryTransfers(teamId: number) {
    return this.get(`/entry/${teamId}/transfers/`, EntryTransfersSchema);
  }

  async get<S extends ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    let res: Response;
    try {
      res = await fetch(this.baseUrl + path, {
        headers: { accept: 'application/json', 'user-agent': this.options.userAgent ?? 'Draftroom/1.0' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always `instanceof Error`).
      const name = (err as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new UpstreamUnavailableError(
        timedOut ? `The official FPL service did not answer within ${this.timeoutMs / 1000}s` : 'The official FPL service could not be reached',
      );
    }
    if (res.status === 404) throw new UpstreamNotFoundError(`Not found upstream: ${path}`);
    if (!res.ok) throw new UpstreamUnavailableError(`The official FPL service answered ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new UpstreamInvalidError('The official FPL service sent a response that is not valid JSON');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new UpstreamInvalidError('The official FPL service sent data in an unexpected shape');
    return parsed.data;
  }
}
