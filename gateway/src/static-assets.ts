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
 * file gzipped once instead of on every request by the compression middleware. A cold page load
 * fetches ten to twenty of these at once; compressing react-dom alone took the gateway's one
 * thread about 5 ms a request, and the files queued behind each other on the page's critical
 * path (decision 151). nginx compresses on the fly too, but on two workers in C.
 *
 * Every file of the roots is read and compressed (level 9) when the gateway starts, off the event
 * loop (zlib's thread pool); a file asked for before that, or changed since, is compressed on the
 * spot at the compression middleware's level. A request for a file with a content hash in its
 * name is answered from memory alone (that name never holds other bytes); any other file is
 * stat'ed first, so a rebuild of remoteEntry.js or index.html is served at once. What this does
 * not answer (no such file, a type it does not know, a Range request, a source map) goes on to
 * Express, whose answers it copies: same types, the gateway's headers, immutable caching for
 * hashed names and `no-cache` for the rest.
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

/** One representation of a file: its bytes, validator and the headers a 304 repeats. */
interface Representation {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

interface Asset {
  size: number;
  mtimeMs: number;
  hashed: boolean;
  raw: Representation;
  gzip?: Representation;
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

  const compressible = (raw: Buffer) => raw.length >= GZIP_MIN_BYTES;

  // Headers are put together once per file, not per request.
  const store = (file: string, stat: Stats, raw: Buffer, gzip: Buffer | undefined): Asset => {
    const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 22);
    const hashed = HASHED.test(file);
    const shared = {
      ...o.headers,
      'Content-Type': TYPES[extname(file)],
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Last-Modified': stat.mtime.toUTCString(),
      ...(gzip ? { Vary: 'Accept-Encoding' } : {}),
    };
    // The gzip bytes are another representation, so another validator.
    const representation = (body: Buffer, etag: string): Representation => ({ body, etag, headers: { ...shared, ETag: etag } });
    const asset: Asset = {
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      hashed,
      raw: representation(raw, `"${hash}"`),
      gzip: gzip && representation(gzip, `"${hash}-gz"`),
    };
    assets.set(file, asset);
    return asset;
  };

  /** On a request: level 6, like the compression middleware, so the first answer is not held up. */
  const load = (file: string, stat: Stats): Asset => {
    const raw = readFileSync(file);
    return store(file, stat, raw, compressible(raw) ? gzipSync(raw, { level: 6 }) : undefined);
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
          const gzip = compressible(raw) ? await gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }) : undefined;
          if (!assets.has(file)) store(file, stat, raw, gzip);
        } catch {
          // gone or unreadable: a request for it goes to Express, which says so
        }
      }
    }
  };
  void warm();

  const current = (file: string): Asset | undefined => {
    const known = assets.get(file);
    if (known?.hashed) return known;
    let stat: Stats;
    try {
      stat = statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    return known && known.size === stat.size && known.mtimeMs === stat.mtimeMs ? known : load(file, stat);
  };

  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const file = fileFor(path);
    const asset = file && current(file);
    if (!asset) return false;
    const answer = asset.gzip && acceptsGzip(req.headers['accept-encoding']) ? asset.gzip : asset.raw;
    if (ifNoneMatchHits(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, answer.headers).end();
      return true;
    }
    const encoding = answer === asset.gzip ? { 'Content-Encoding': 'gzip' } : {};
    res.writeHead(200, { ...answer.headers, ...encoding, 'Content-Length': String(answer.body.length) });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return true;
  };
}
