import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { constants, gzip as gzipCallback, gzipSync } from 'node:zlib';
import { ifNoneMatchHits } from '@draftroom/contracts';

/**
 * The built shell and remotes, answered by the Node gateway from memory ahead of Express, each
 * file gzipped once (level 9) instead of on every request by the compression middleware. A cold
 * page load fetches ten to twenty of these at once; compressing react-dom alone took the
 * gateway's one thread about 5 ms a request, and the files queued behind each other on the
 * page's critical path (decision 150). nginx compresses on the fly too, but on two workers in C.
 *
 * Every file of the roots is read and compressed when the gateway starts, off the event loop
 * (zlib's thread pool); a file asked for before that, or changed since, is compressed on the
 * spot at the compression middleware's level. Each request still stats its file, so a rebuild is
 * served at once (a changed size or mtime reloads the file). What this does not answer (no such file, a type it does not know, a Range
 * request, a source map) goes on to Express, whose answers it copies: same types, the gateway's
 * headers, immutable caching for hashed names and `no-cache` for the rest.
 */
export interface StaticRoot {
  /** URL prefix ending in '/', e.g. '/remotes/mf-stats/' or '/'. */
  prefix: string;
  dir: string;
}

export interface StaticAssetsOptions {
  roots: readonly StaticRoot[];
  /** Sent first with every answer (the gateway's security headers). */
  headers: Record<string, string>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
/** Same threshold as nginx's gzip_min_length and the services' compression. */
const GZIP_MIN_BYTES = 1024;
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const gzipAsync = promisify(gzipCallback);

interface Asset {
  size: number;
  mtimeMs: number;
  raw: Buffer;
  gzip?: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** Whether Accept-Encoding allows gzip (listed, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  return String(header).split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Returns a handler that answers a GET or HEAD of a built file and says so, or says no. */
export function staticAssets(o: StaticAssetsOptions) {
  const roots = [...o.roots].sort((a, b) => b.prefix.length - a.prefix.length);
  const assets = new Map<string, Asset>();

  const fileFor = (path: string): string | undefined => {
    const root = roots.find((r) => path.startsWith(r.prefix));
    if (!root || path.startsWith('/api/')) return undefined;
    let rel: string;
    try {
      rel = decodeURIComponent(path.slice(root.prefix.length));
    } catch {
      return undefined;
    }
    if (!rel || rel.includes('\0') || !TYPES[extname(rel)]) return undefined;
    const file = normalize(join(root.dir, rel));
    return file.startsWith(normalize(root.dir) + sep) ? file : undefined;
  };

  const compressible = (file: string, raw: Buffer) => raw.length >= GZIP_MIN_BYTES && TYPES[extname(file)] !== undefined;

  const store = (file: string, stat: Stats, raw: Buffer, gzip: Buffer | undefined): Asset => {
    const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 22);
    const asset: Asset = {
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      raw,
      gzip,
      etag: `"${hash}"`,
      headers: {
        'Content-Type': TYPES[extname(file)],
        'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'Last-Modified': stat.mtime.toUTCString(),
        ...(gzip ? { Vary: 'Accept-Encoding' } : {}),
      },
    };
    assets.set(file, asset);
    return asset;
  };

  /** On a request: level 6, like the compression middleware, so the first answer is not held up. */
  const load = (file: string, stat: Stats): Asset => {
    const raw = readFileSync(file);
    return store(file, stat, raw, compressible(file, raw) ? gzipSync(raw, { level: 6 }) : undefined);
  };

  /** At start, in the background: every file, level 9, unless a request got there first. */
  const warm = async () => {
    for (const root of roots) {
      let names: string[];
      try {
        names = readdirSync(root.dir);
      } catch {
        continue;
      }
      for (const name of names.filter((n) => TYPES[extname(n)])) {
        const file = join(root.dir, name);
        try {
          const stat = statSync(file);
          if (!stat.isFile() || assets.has(file)) continue;
          const raw = await readFile(file);
          const gzip = compressible(file, raw) ? await gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }) : undefined;
          if (!assets.has(file)) store(file, stat, raw, gzip);
        } catch {
          // gone or unreadable: a request for it goes to Express, which says so
        }
      }
    }
  };
  void warm();

  const current = (file: string): Asset | undefined => {
    let stat: Stats;
    try {
      stat = statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const known = assets.get(file);
    return known && known.size === stat.size && known.mtimeMs === stat.mtimeMs ? known : load(file, stat);
  };

  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const file = fileFor(path);
    const asset = file && current(file);
    if (!asset) return false;
    const gzip = asset.gzip && acceptsGzip(req.headers['accept-encoding']) ? asset.gzip : undefined;
    // The gzip bytes are another representation, so another validator.
    const etag = gzip ? `${asset.etag.slice(0, -1)}-gz"` : asset.etag;
    const headers = { ...o.headers, ...asset.headers, ETag: etag };
    if (ifNoneMatchHits(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return true;
    }
    const body = gzip ?? asset.raw;
    res.writeHead(200, { ...headers, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
