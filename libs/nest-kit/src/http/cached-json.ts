import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends a CachedJson with a strong ETag, 304 on a match, and the best encoding the client accepts.
 * `cacheControl`: 'no-cache' (revalidate every time) unless the endpoint must never be stored.
 * Plain Node request and response, so the same answer goes out from a controller or from the
 * cached reads served ahead of Express (decision 130).
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, payload: CachedJson, cacheControl = 'no-cache'): void {
  res.setHeader('ETag', payload.etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], payload.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body = payload.raw;
  if (/\bbr\b/.test(accepts)) {
    body = payload.br;
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepts)) {
    body = payload.gzip;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', String(body.length));
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
}
