/** @engines sqlite: no storage (nginx's proxy_cache in front of a stand-in service) */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nginxBeforeDeadServices, nginxInstalled } from './dead-services';

/**
 * nginx keeps an /api read exactly as long as its service's Cache-Control allows (decision 171):
 * a hot read marked `max-age=1, stale-while-revalidate` is answered from the cache and then
 * revalidated with its ETag; an answer marked no-cache or no-store always reaches the service.
 */
(nginxInstalled ? describe : describe.skip)('nginx honours the services’ Cache-Control', () => {
  let service: Server;
  let stop: (() => void) | undefined;
  let base: string;
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const ETAG = '"teams-v1"';
  const FRESH = '/api/teams?fresh';

  beforeAll(async () => {
    service = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      if (req.url?.startsWith('/api/teams')) {
        // The fresh-read test gets a minute: with max-age=1, five reads on a loaded CI machine can
        // outlive the copy (CI saw a revalidation in the middle of them).
        const maxAge = req.url === FRESH ? 60 : 1;
        const head = { etag: ETAG, 'cache-control': `public, max-age=${maxAge}, stale-while-revalidate=60`, 'content-type': 'application/json' };
        if (req.headers['if-none-match'] === ETAG) return void res.writeHead(304, head).end();
        return void res.writeHead(200, head).end('[{"id":1}]');
      }
      const cacheControl = req.url === '/api/drafts/my-votes' ? 'private, no-store' : 'no-cache';
      res.writeHead(200, { 'cache-control': cacheControl, 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    const address = `127.0.0.1:${(service.address() as AddressInfo).port}`;
    ({ base, stop } = await nginxBeforeDeadServices({ upstreams: { drafts: [address], planner: [address], stats: [address] } }));
  });
  afterAll(async () => {
    stop?.();
    await new Promise<void>((r) => service.close(() => r()));
  });

  const hits = (url: string) => seen.filter((s) => s.url === url);

  it('answers a hot read from its cache while it is fresh', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${base}${FRESH}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 1 }]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=60');
    }
    expect(hits(FRESH)).toHaveLength(1);
  });

  it('revalidates an expired copy with its ETag, answering the stale one meanwhile', async () => {
    expect((await fetch(`${base}/api/teams`)).headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=60');
    // Over 2 s: nginx keeps the expiry in whole seconds, so a copy stored at 100.0 s with max-age=1
    // is still fresh at 101.5 s (CI answered from it once, with no revalidation to see).
    await new Promise((r) => setTimeout(r, 2100));
    const res = await fetch(`${base}/api/teams`);
    expect(await res.json()).toEqual([{ id: 1 }]);
    // nginx revalidates in the background after answering: up to 5 s for it on a busy machine.
    for (let i = 0; i < 100 && hits('/api/teams').length < 2; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(hits('/api/teams')[1]?.headers['if-none-match']).toBe(ETAG);
  });

  it.each(['/api/drafts', '/api/drafts/my-votes'])('sends every read of %s (no-cache, no-store) to its service', async (url) => {
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}${url}`)).status).toBe(200);
    expect(hits(url)).toHaveLength(3);
  });
});
