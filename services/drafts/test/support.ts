import type { AddressInfo } from 'node:net';
import { PlayerListSchema, type Player } from '@draftroom/contracts';
import { canAddPlayer, squadCost, squadViolation, toTenths } from '@draftroom/domain';
import { bootTestService, type BootedService } from '@draftroom/nest-kit/testing';

export interface DraftsTestStack {
  stats: BootedService;
  drafts: BootedService;
  /** Base URL of the drafts service, listening on a free port (for real concurrent HTTP). */
  draftsUrl: string;
  /** The real player list, as the drafts service sees it through the stats service. */
  players: Player[];
  close(): Promise<void>;
}

async function listen(svc: BootedService): Promise<string> {
  await svc.app.listen(0, '127.0.0.1');
  const { port } = svc.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function waitForStats(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/health`).catch(() => undefined);
    if (res && ((await res.json()) as { status?: string }).status === 'ok') return;
    if (Date.now() > deadline) throw new Error('stats service did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The real stats service (its own fresh database, the committed 2025/26 snapshot, the clock pinned
 * at GW4 like the e2e stack) on a free port, and the drafts service pointed at it.
 */
export async function bootDraftsStack(env: Record<string, string | undefined> = {}): Promise<DraftsTestStack> {
  const stats = await bootTestService('stats', () => require('../../stats/src/app.module').AppModule, {
    STATS_IMPORT_SOURCE: 'snapshot',
    STATS_IMPORT_SEASONS: '2025-26',
    FPL_AS_OF_GW: '4',
    REDIS_URL: undefined,
  });
  const statsUrl = await listen(stats);
  await waitForStats(statsUrl);
  const drafts = await bootTestService('drafts', () => require('../src/app.module').AppModule, {
    STATS_SERVICE_URL: statsUrl,
    SESSION_SECRET: 'test-secret',
    ...env,
  });
  const draftsUrl = await listen(drafts);
  const players = PlayerListSchema.parse(await (await fetch(`${statsUrl}/api/players`)).json());
  return {
    stats, drafts, draftsUrl, players,
    close: async () => {
      await drafts.close();
      await stats.close();
    },
  };
}

const byPrice = (a: Player, b: Player) => a.price - b.price || a.id - b.id;

/** A legal 15 of real players: for each position the cheapest players the rules allow. */
export function cheapSquad(players: readonly Player[]): Player[] {
  const squad: Player[] = [];
  for (const position of [1, 2, 3, 4]) {
    for (const p of players.filter((x) => x.position === position).sort(byPrice)) {
      if (squad.filter((s) => s.position === position).length === [0, 2, 5, 5, 3][position]) break;
      if (canAddPlayer(squad, p)) squad.push(p);
    }
  }
  return squad;
}

/**
 * A legal 15 costing exactly £100.0m: a cheap squad whose players are upgraded, one by one, to
 * the dearest same-position player the remaining money (and the club limit) allows.
 */
export function squadCostingExactly100(players: readonly Player[]): Player[] {
  const squad = cheapSquad(players);
  for (let i = 0; i < squad.length; i += 1) {
    const others = squad.filter((_, j) => j !== i);
    const room = 1000 - toTenths(squadCost(others));
    const upgrade = players
      .filter((p) => p.position === squad[i].position && toTenths(p.price) <= room && squadViolation(others, p) === null)
      .sort((a, b) => b.price - a.price || a.id - b.id)[0];
    if (upgrade) squad[i] = upgrade;
  }
  if (toTenths(squadCost(squad)) !== 1000) throw new Error(`could not build a £100.0m squad (got ${squadCost(squad)})`);
  return squad;
}

export const ids = (squad: readonly Player[]): number[] => squad.map((p) => p.id);

/** The body the builder would post for a squad. */
export const saveBody = (name: string, squad: readonly Player[]) => ({ name, selectedPlayers: ids(squad), totalCost: squadCost(squad) });

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { headers });
  return { status: res.status, body: await res.json() };
}
