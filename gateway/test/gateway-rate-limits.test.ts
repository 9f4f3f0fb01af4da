/** @engines sqlite: no storage (the gateways' per-client limits) */
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '@draftroom/testing/services';
import { appConfigFromEnv } from '../src/app-config';
import { createNodeGateway } from '../src/node-gateway';
import { gatewayRateLimits, type GatewayRateLimits } from '../src/rate-limits';
import { nginxBeforeDeadServices, nginxInstalled, shellDir } from './dead-services';

/**
 * Per-client limits at the gateway (issue 11 item 4, decision 077): past its burst a client gets
 * 429 with Retry-After and the gateway's JSON error body, on both gateways; reads and writes count
 * apart, and pages and assets are never limited. The services are not running: an allowed /api
 * request is the gateway's 503, a refused one its 429.
 */
const LIMITS: GatewayRateLimits = { writesPerMinute: 6, writeBurst: 2, readsPerMinute: 30, readBurst: 4 };
const TOO_MANY = {
  statusCode: 429, error: 'Too Many Requests',
  message: 'Too many requests from your connection in a short time. Please wait a moment and try again.',
};


type Send = (method: 'GET' | 'POST', path: string) => Promise<{ status: number; retryAfter: string | null; type: string | null; body: string }>;

function provesTheLimits(send: () => Send) {
  it('refuses writes past their burst with 429, Retry-After and the JSON body, reads still pass', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send()('POST', '/api/save-draft')).status);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
    const refused = await send()('POST', '/api/save-draft');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('10'); // 6 a minute: a token every 10 s
    expect(refused.type).toContain('application/json');
    expect(JSON.parse(refused.body)).toEqual(TOO_MANY);
    expect((await send()('GET', '/api/players')).status).not.toBe(429);
  });

  it('refuses reads past their looser burst, never the pages', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send()('GET', '/api/drafts')).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const refused = await send()('GET', '/api/teams');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('2'); // 30 a minute
    expect(JSON.parse(refused.body)).toEqual(TOO_MANY);
    for (let i = 0; i < 8; i += 1) expect((await send()('GET', '/drafts')).status).toBe(200);
  });
}

describe('the Node gateway’s per-client limits', () => {
  let send: Send;
  beforeAll(async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const shell = shellDir();
    const app = createNodeGateway({
      services: { drafts: dead, planner: dead, stats: dead }, shellRoot: shell, remoteRoots: {},
      shirtsRoot: join(shell, 'public'), appConfig: appConfigFromEnv({}), rateLimits: LIMITS,
    });
    send = async (method, path) => {
      const res = await (method === 'GET' ? request(app).get(path) : request(app).post(path).send({}));
      return { status: res.status, retryAfter: res.headers['retry-after'] ?? null, type: res.headers['content-type'] ?? null, body: res.text };
    };
  });
  provesTheLimits(() => send);

  it('reads its limits from the environment, 0 turning one off', () => {
    expect(gatewayRateLimits({ GATEWAY_RATE_LIMIT_WRITES_PER_MINUTE: '0', GATEWAY_RATE_LIMIT_READ_BURST: '50' })).toEqual({
      writesPerMinute: 0, writeBurst: 60, readsPerMinute: 1200, readBurst: 50,
    });
  });
});

(nginxInstalled ? describe : describe.skip)('nginx’s per-client limits', () => {
  let stop: (() => void) | undefined;
  let base: string;
  const send: Send = async (method, path) => {
    const res = await fetch(base + path, method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: '{}' } : {});
    return { status: res.status, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type'), body: await res.text() };
  };

  beforeAll(async () => {
    ({ base, stop } = await nginxBeforeDeadServices({ rateLimits: LIMITS }));
  });
  afterAll(() => stop?.());

  provesTheLimits(() => send);
});
