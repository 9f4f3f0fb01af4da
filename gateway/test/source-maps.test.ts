/** @engines sqlite: no storage (which static files the gateways serve) */
import { mkdirSync, mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { appConfigFromEnv } from '../src/app-config';
import { createNodeGateway } from '../src/node-gateway';
import { publicSourceMapsFromEnv } from '../src/source-maps';
import { nginxBeforeDeadServices, nginxInstalled, shellDir } from './dead-services';

/**
 * Source maps are not public in production (issue 11 item 9, decision 078): under the shell's and
 * the remotes' roots both gateways answer *.map with a JSON 404, unless PUBLIC_SOURCE_MAPS=1;
 * the scripts next to them are served as before.
 */
const MAP = '{"version":3,"sources":["src/planner.tsx"],"mappings":""}';
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found.' };

function builtRoots() {
  const shell = shellDir();
  writeFileSync(join(shell, 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(shell, 'main.0123abcd.js.map'), MAP);
  const remote = mkdtempSync(join(tmpdir(), 'gw-remote-'));
  chmodSync(remote, 0o755);
  mkdirSync(join(remote, 'static'), { mode: 0o755 });
  writeFileSync(join(remote, 'static', 'planner.89abcdef.js'), 'console.log(2)');
  writeFileSync(join(remote, 'static', 'planner.89abcdef.js.map'), MAP);
  return { shellRoot: shell, shirtsRoot: join(shell, 'public'), remoteRoots: { 'mf-team-manager': remote } };
}

const PATHS = ['/main.0123abcd.js.map', '/remotes/mf-team-manager/static/planner.89abcdef.js.map'];

type Get = (path: string) => Promise<{ status: number; body: string }>;

function provesMapsHidden(get: () => Get, shown: () => Get) {
  it.each(PATHS)('answers %s with a JSON 404, and its script with 200', async (path) => {
    const res = await get()(path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(NOT_FOUND);
    expect((await get()(path.replace(/\.map$/, ''))).status).toBe(200);
  });

  it.each(PATHS)('serves %s with PUBLIC_SOURCE_MAPS=1', async (path) => {
    const res = await shown()(path);
    expect(res.status).toBe(200);
    expect(res.body).toBe(MAP);
  });
}

describe('the Node gateway and source maps', () => {
  const gatewayGet = (publicSourceMaps: boolean): Get => {
    const dead = 'http://127.0.0.1:9';
    const app = createNodeGateway({
      ...builtRoots(), services: { drafts: dead, planner: dead, stats: dead }, appConfig: appConfigFromEnv({}), publicSourceMaps,
    });
    return async (path) => {
      const res = await request(app).get(path).buffer(true).parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      });
      return { status: res.status, body: res.body as string };
    };
  };
  const hidden = gatewayGet(false);
  const shown = gatewayGet(true);
  provesMapsHidden(() => hidden, () => shown);

  it('reads PUBLIC_SOURCE_MAPS: only 1 makes them public', () => {
    expect(publicSourceMapsFromEnv({})).toBe(false);
    expect(publicSourceMapsFromEnv({ PUBLIC_SOURCE_MAPS: '0' })).toBe(false);
    expect(publicSourceMapsFromEnv({ PUBLIC_SOURCE_MAPS: '1' })).toBe(true);
  });
});

(nginxInstalled ? describe : describe.skip)('nginx and source maps', () => {
  const started: Array<() => void> = [];
  let hidden: Get;
  let shown: Get;
  const getFrom = (base: string): Get => async (path) => {
    const res = await fetch(base + path);
    return { status: res.status, body: await res.text() };
  };
  beforeAll(async () => {
    for (const publicSourceMaps of [false, true]) {
      const nginx = await nginxBeforeDeadServices({ ...builtRoots(), publicSourceMaps });
      started.push(nginx.stop);
      if (publicSourceMaps) shown = getFrom(nginx.base);
      else hidden = getFrom(nginx.base);
    }
  });
  afterAll(() => started.forEach((stop) => stop()));
  provesMapsHidden(() => hidden, () => shown);
});
