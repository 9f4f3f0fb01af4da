import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { appConfigFromEnv } from '../src/app-config';
import { createNodeGateway } from '../src/node-gateway';
import { acceptsGzip } from '../src/static-assets';

/** A GET over a real socket, body as sent (supertest would decode the gzip). */
function rawGet(server: Server, path: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('Node gateway: built files from memory (decision 150)', () => {
  const shell = mkdtempSync(join(tmpdir(), 'gw-static-shell-'));
  const remote = mkdtempSync(join(tmpdir(), 'gw-static-remote-'));
  mkdirSync(join(shell, 'public'));
  const reactDom = `/* react-dom */ ${'function f(){return 1}\n'.repeat(400)}`;
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shell, '275.0123abcd.js'), reactDom);
  writeFileSync(join(shell, 'tiny.0123abcd.js'), 'var x;');
  writeFileSync(join(remote, 'remoteEntry.js'), `var entry = 1; ${'x'.repeat(2000)}`);
  const app = createNodeGateway({
    services: { drafts: 'http://127.0.0.1:9', planner: 'http://127.0.0.1:9', stats: 'http://127.0.0.1:9' },
    shellRoot: shell,
    remoteRoots: { 'mf-drafts': remote },
    shirtsRoot: join(shell, 'public'),
    appConfig: appConfigFromEnv({}),
  });

  it('answers a hashed chunk gzipped, immutable, with the security headers and the same bytes', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const res = await rawGet(server, '/275.0123abcd.js', { 'Accept-Encoding': 'gzip' }).finally(() => {
      server.closeAllConnections();
      server.close();
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(reactDom.length / 10);
    expect(gunzipSync(res.body).toString()).toBe(reactDom);
  });

  it('sends plain bytes when gzip is not accepted, under another ETag', async () => {
    const plain = await request(app).get('/275.0123abcd.js').set('Accept-Encoding', 'gzip;q=0, identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(reactDom);
    const gz = await request(app).get('/275.0123abcd.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await request(app).get('/remotes/mf-drafts/remoteEntry.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(app).get('/remotes/mf-drafts/remoteEntry.js').set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('serves a rebuilt file at once', async () => {
    writeFileSync(join(remote, 'remoteEntry.js'), 'var rebuilt = 2;');
    const res = await request(app).get('/remotes/mf-drafts/remoteEntry.js').expect(200);
    expect(res.text).toBe('var rebuilt = 2;');
    expect(res.headers['content-encoding']).toBeUndefined(); // under 1 KB: not worth compressing
  });

  it('answers a hashed name from memory once read: that name never holds other bytes', async () => {
    writeFileSync(join(shell, 'gone.0123abcd.js'), 'var kept = 1;');
    await request(app).get('/gone.0123abcd.js').expect(200);
    unlinkSync(join(shell, 'gone.0123abcd.js'));
    expect((await request(app).get('/gone.0123abcd.js').expect(200)).text).toBe('var kept = 1;');
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await request(app).head('/tiny.0123abcd.js').expect(200);
    expect(res.headers['content-length']).toBe('6');
    expect(res.text).toBeUndefined();
  });

  it('leaves what it does not serve to Express: missing files, escapes from the root, ranges', async () => {
    const missing = await request(app).get('/nope.0123abcd.js').expect(200);
    expect(missing.text).toContain('<title>shell</title>'); // the shell's index, as before
    const escape = await request(app).get('/remotes/mf-drafts/..%2f..%2fetc%2fpasswd.js');
    expect(escape.text).not.toContain('root:');
    const range = await request(app).get('/275.0123abcd.js').set('Range', 'bytes=0-9').expect(206);
    expect(range.text).toBe(reactDom.slice(0, 10));
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
