import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ifNoneMatchHits } from '@draftroom/contracts';

/**
 * A JSON payload serialised, hashed and compressed once, then served many times. Read-mostly
 * endpoints (players, fixtures, season stats) build one when their data changes, so a request
 * costs a header comparison and a buffer write instead of a stringify and a gzip.
 */
export class CachedJson {
  readonly etag: string;
  readonly raw: Buffer;
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(value: unknown, jsonText?: string) {
    this.raw = Buffer.from(jsonText ?? JSON.stringify(value));
    this.etag = `"${createHash('sha1').update(this.raw).digest('base64url')}"`;
  }

  /** A payload already serialised (e.g. joined from entries serialised one by one). */
  static fromJsonText(text: string): CachedJson {
    return new CachedJson(undefined, text);
  }

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.raw, { level: 6 }));
  }

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
}


type Encoding = 'br' | 'gzip' | 'identity';

/** Header lines of a CachedJson's answers, flat [name, value, ...], built once per payload. */
const heads = new WeakMap<CachedJson, Map<string, string[]>>();

function headFor(payload: CachedJson, cacheControl: string, encoding: Encoding | 304): string[] {
  let byKind = heads.get(payload);
  if (!byKind) heads.set(payload, (byKind = new Map()));
  const kind = `${encoding}\n${cacheControl}`;
  let head = byKind.get(kind);
  if (!head) {
    head = ['ETag', payload.etag, 'Cache-Control', cacheControl, 'Vary', 'Accept-Encoding'];
    if (encoding !== 304) {
      head.push('Content-Type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') head.push('Content-Encoding', encoding);
      head.push('Content-Length', String(bodyFor(payload, encoding).length));
    }
    byKind.set(kind, head);
  }
  return head;
}

const bodyFor = (payload: CachedJson, encoding: Encoding) => (encoding === 'br' ? payload.br : encoding === 'gzip' ? payload.gzip : payload.raw);

/**
 * The answer to `req` from a CachedJson: a strong ETag, 304 on a match, the best encoding the
 * client accepts. `head` is the header lines, flat and shared (never modify it).
 */
export function cachedAnswer(req: IncomingMessage, payload: CachedJson, cacheControl = 'no-cache'): { status: 200 | 304; head: readonly string[]; body?: Buffer } {
  if (ifNoneMatchHits(req.headers['if-none-match'], payload.etag)) return { status: 304, head: headFor(payload, cacheControl, 304) };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding: Encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  return { status: 200, head: headFor(payload, cacheControl, encoding), body: req.method === 'HEAD' ? undefined : bodyFor(payload, encoding) };
}

/**
 * The Cache-Control of a hot read whose data changes only when a job imports or projects (the
 * stats catalogue): a shared cache (nginx's proxy_cache) may keep it for a second, the time this
 * service itself trusts its own check of the data's version, and hand out the stale copy while
 * it revalidates it with the ETag in the background.
 */
export const HOT_READ_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=60';

/**
 * Sends a CachedJson (see cachedAnswer) from a controller: header by header, so the middleware
 * that watch them (compression) see them as usual.
 * `cacheControl`: 'no-cache' (revalidate every time) unless the endpoint must never be stored.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, payload: CachedJson, cacheControl = 'no-cache'): void {
  const answer = cachedAnswer(req, payload, cacheControl);
  for (let i = 0; i < answer.head.length; i += 2) res.setHeader(answer.head[i], answer.head[i + 1]);
  res.statusCode = answer.status;
  res.end(answer.body);
}
