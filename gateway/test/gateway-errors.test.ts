/** @engines sqlite: no storage (the gateways' own errors) */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '@draftroom/testing/services';
import { appConfigFromEnv } from '../src/app-config';
import { nginxBeforeDeadServices, nginxInstalled, shellDir } from './dead-services';

/**
 * The gateways speak JSON (issue 11 item 7, decision 074): their own 400/413/414/503/504 reach
 * the UI as the services' error shape with a sentence, never as nginx's HTML pages.
 */

describe('the Node gateway’s own errors', () => {
  let slow: Server;
  let app: unknown;
  const saved = process.env.GATEWAY_PROXY_TIMEOUT_MS;

  beforeAll(async () => {
    slow = createServer(() => undefined); // takes the request and never answers
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const deadUrl = `http://127.0.0.1:${await freePort()}`;
    process.env.GATEWAY_PROXY_TIMEOUT_MS = '300';
    jest.isolateModules(() => {
      const { createNodeGateway } = require('../src/node-gateway') as typeof import('../src/node-gateway');
      const shell = shellDir();
      app = createNodeGateway({
        services: { drafts: slowUrl, planner: deadUrl, stats: deadUrl }, shellRoot: shell, remoteRoots: {},
        shirtsRoot: join(shell, 'public'), appConfig: appConfigFromEnv({}),
      });
    });
  });
  afterAll(async () => {
    process.env.GATEWAY_PROXY_TIMEOUT_MS = saved;
    slow.closeAllConnections();
    await new Promise<void>((r) => slow.close(() => r()));
  });

  it('answers a service that does not answer in time with a JSON 504', async () => {
    const res = await request(app as never).get('/api/drafts').expect(504);
    expect(res.body).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: 'The service took too long to answer. Please try again in a moment.' });
  });

  it('answers a service that is not there (e.g. still starting) with a JSON 503 naming it, and when to ask again', async () => {
    const res = await request(app as never).get('/api/players').expect(503);
    expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The stats service is not answering. Please try again in a moment.' });
    expect(res.headers['retry-after']).toBe('5');
    expect((await request(app as never).get('/health/stats').expect(503)).body.statusCode).toBe(503);
  });
});

(nginxInstalled ? describe : describe.skip)('nginx’s own errors', () => {
  let stop: (() => void) | undefined;
  let base: string;

  beforeAll(async () => {
    ({ base, stop } = await nginxBeforeDeadServices());
  });
  afterAll(() => stop?.());

  it.each([
    ['a service that is not there', () => fetch(`${base}/api/players`), 503, 'The service is not answering. Please try again in a moment.'],
    ['an address too long', () => fetch(`${base}/api/saved-plans?name=${'a'.repeat(20_000)}`), 414, 'The address is too long.'],
    ['headers too large', () => fetch(`${base}/api/players`, { headers: { cookie: `a=${'b'.repeat(40_000)}` } }), 400, 'The request headers are too large. Clearing this site’s cookies may help.'],
    ['a body too large', () => fetch(`${base}/api/save-draft`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'a'.repeat(3_000_000) }), 413, 'The request body is too large.'],
  ])('answers %s with JSON', async (_what, send, status, message) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toMatchObject({ statusCode: status, message });
    // An outage says when to ask again (decision 240); a client's own mistake does not.
    expect(res.headers.get('retry-after')).toBe(status === 503 ? '5' : null);
  });
});
