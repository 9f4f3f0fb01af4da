import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SeasonData } from '@draftroom/fpl-data';
import { entryBuildersFor, type EntryBuilder, type FixtureEntry } from './entries/index';
import { bootstrapStatic, elementSummaries, eventLive, fixtures } from './season-responses';

/**
 * normal: answers like the official API. timeout: accepts the request and never answers.
 * malformed: answers 200 with a body that is not JSON. error: answers 503.
 */
/**
 * How the stand-in for the official API misbehaves: hang, 503, broken JSON, and (issue 11 item 8)
 * 429 with Retry-After, a 20 MB body, a body dripped a byte at a time, and 5,000 picks.
 */
export type FixtureMode = 'normal' | 'timeout' | 'malformed' | 'error' | 'rate-limited' | 'huge' | 'drip' | 'too-many-picks';

export interface FixtureServerOptions {
  season: SeasonData;
  port?: number;
  host?: string;
  /** More manager teams; the season's fixture teams (entries/new-season-teams.ts, entryBuildersFor) are always there. */
  entries?: EntryBuilder[];
}

export interface FixtureServer {
  /** Base URL to use as FPL_API_BASE_URL, ending in /api. */
  url: string;
  /** Misbehave as `mode`; with `onlyPath`, only for requests whose path starts with it (the rest answer normally). */
  setMode(mode: FixtureMode, onlyPath?: string): void;
  /** Paths requested so far (tests check that bad input never reached the upstream). */
  requests: string[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startFixtureServer(options: FixtureServerOptions): Promise<FixtureServer> {
  const { season } = options;
  const bootstrap = bootstrapStatic(season);
  const fixtureList = fixtures(season);
  const summaries = elementSummaries(season);
  const entries = new Map<number, FixtureEntry>();
  for (const build of [...entryBuildersFor(season), ...(options.entries ?? [])]) for (const e of build(season)) entries.set(e.id, e);

  let chosenMode: FixtureMode = 'normal';
  let onlyPath: string | undefined;
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();

  const routes: Array<[RegExp, (m: RegExpExecArray) => unknown]> = [
    [/^\/api\/bootstrap-static\/$/, () => bootstrap],
    [/^\/api\/fixtures\/$/, () => fixtureList],
    [/^\/api\/element-summary\/(\d+)\/$/, (m) => summaries.get(Number(m[1]))],
    [/^\/api\/event\/(\d+)\/live\/$/, (m) => (Number(m[1]) >= 1 && Number(m[1]) <= 38 ? eventLive(season, Number(m[1])) : undefined)],
    [/^\/api\/entry\/(\d+)\/event\/(\d+)\/picks\/$/, (m) => entries.get(Number(m[1]))?.gameweeks[Number(m[2])]],
    [/^\/api\/entry\/(\d+)\/transfers\/$/, (m) => entries.get(Number(m[1]))?.transfers],
    [/^\/api\/entry\/(\d+)\/$/, (m) => {
      const e = entries.get(Number(m[1]));
      return e && { id: e.id, name: e.name };
    }],
  ];

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && path === '/__control/mode') {
      const params = new URL(req.url ?? '/', 'http://x').searchParams;
      chosenMode = (params.get('mode') as FixtureMode | null) ?? 'normal';
      onlyPath = params.get('path') ?? undefined;
      return send(res, 200, { mode: chosenMode, path: onlyPath });
    }
    requests.push(path);
    const mode = onlyPath === undefined || path.startsWith(onlyPath) ? chosenMode : 'normal';
    if (mode === 'timeout') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (mode === 'error') return send(res, 503, { detail: 'Service unavailable' });
    if (mode === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' });
      return void res.end('{"detail":"Too many requests"}');
    }
    if (mode === 'huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"picks":[');
      const chunk = `${'{"element":1},'.repeat(10_000)}`;
      for (let i = 0; i < 150 && !res.destroyed; i += 1) res.write(chunk);
      return void res.end('{"element":1}]}');
    }
    if (mode === 'drip') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 100);
      res.on('close', () => clearInterval(timer));
      return void res.write('{');
    }
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"picks": [ this is not json');
    }
    for (const [pattern, answer] of routes) {
      const m = pattern.exec(path);
      if (!m) continue;
      let body = answer(m);
      if (mode === 'too-many-picks' && body && typeof body === 'object' && 'picks' in body) {
        const one = (body as { picks: unknown[] }).picks[0];
        body = { ...body, picks: Array.from({ length: 5000 }, () => one) };
      }
      return body === undefined ? send(res, 404, { detail: 'Not found.' }) : send(res, 200, body);
    }
    send(res, 404, { detail: 'Not found.' });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/api`,
    setMode: (m, path) => {
      chosenMode = m;
      onlyPath = path;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((r) => r.destroy());
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
