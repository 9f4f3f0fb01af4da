import type { ZodType, z } from 'zod';
import {
  BootstrapStaticSchema, ElementSummarySchema, EntryPicksSchema, EntryTransfersSchema, EventLiveSchema, FixturesSchema,
} from './schemas';

/** The upstream answered 404: the team, player or gameweek does not exist there. */
export class UpstreamNotFoundError extends Error {}
/** The upstream timed out, could not be reached, or answered 5xx or 429. */
export class UpstreamUnavailableError extends Error {
  constructor(
    message: string,
    /** The upstream's status, when it answered. */
    readonly status?: number,
    /** Seconds the upstream asked us to wait (its Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
/** The upstream answered 200 with something that is not the JSON we expect. */
export class UpstreamInvalidError extends Error {}

export interface FplApiClientOptions {
  /** e.g. https://fantasy.premierleague.com/api (FPL_API_BASE_URL) */
  baseUrl: string;
  timeoutMs?: number;
  userAgent?: string;
  /** Largest body read (bytes); bootstrap-static is about 2 MB. */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/** Retry-After in seconds (a number of seconds or an HTTP date), capped at an hour. */
function retryAfterOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 3600) : undefined;
}

const timedOut = (err: unknown): boolean => {
  // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always `instanceof Error`).
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

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
    const res = await this.fetchOnce(path).catch((err: unknown) => {
      if (timedOut(err)) throw this.unreachable(err);
      // A kept-alive connection the server closed as we picked it fails before anything was sent
      // or answered: every read here is a GET, so it is asked once more on a new connection, as
      // browsers do. A second failure is the upstream's.
      return this.fetchOnce(path).catch((again: unknown) => {
        throw this.unreachable(again);
      });
    });
    if (res.status === 404) throw new UpstreamNotFoundError(`Not found upstream: ${path}`);
    if (!res.ok) {
      void res.body?.cancel().catch(() => undefined);
      const busy = res.status === 429 ? 'is busy (too many requests)' : `answered ${res.status}`;
      throw new UpstreamUnavailableError(`The official FPL service ${busy}`, res.status, retryAfterOf(res.headers.get('retry-after')));
    }
    const text = await this.readText(res);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new UpstreamInvalidError('The official FPL service sent a response that is not valid JSON');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new UpstreamInvalidError('The official FPL service sent data in an unexpected shape');
    return parsed.data;
  }

  private fetchOnce(path: string): Promise<Response> {
    return fetch(this.baseUrl + path, {
      headers: { accept: 'application/json', 'user-agent': this.options.userAgent ?? 'Draftroom/1.0' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private unreachable(err: unknown): UpstreamUnavailableError {
    return new UpstreamUnavailableError(
      timedOut(err) ? `The official FPL service did not answer within ${this.timeoutMs / 1000}s` : 'The official FPL service could not be reached',
    );
  }

  /**
   * The body as text, at most `maxBytes`, within the same timeout as the request: a slow drip is a
   * timeout, not "unreadable data", and a 60 MB answer is refused before it fills memory (issue 11
   * item 8).
   */
  private async readText(res: Response): Promise<string> {
    const limit = this.options.maxBytes ?? DEFAULT_MAX_BYTES;
    const tooLarge = () => new UpstreamInvalidError(`The official FPL service sent more than ${Math.round(limit / 1024 / 1024)} MB`);
    if (Number(res.headers.get('content-length') ?? 0) > limit) {
      void res.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for await (const chunk of res.body ?? []) {
        size += chunk.byteLength;
        if (size > limit) {
          void res.body?.cancel().catch(() => undefined);
          throw tooLarge();
        }
        chunks.push(chunk);
      }
    } catch (err) {
      if (err instanceof UpstreamInvalidError) throw err;
      throw new UpstreamUnavailableError(
        timedOut(err) ? `The official FPL service did not finish answering within ${this.timeoutMs / 1000}s` : 'The official FPL service broke off its answer',
      );
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}
