/**
 * The benchmark's inputs, all real: 2025/26 players, clubs and prices from the committed
 * snapshot at the data's season clock (the last finished gameweek), their xPts for the
 * following gameweeks from the project's own projection model run in process on that snapshot
 * (`projectSeason`, what the stats service's project-xpts job runs; ~1-2 s, no server needed),
 * and a recorded fixture team's real picks, bank and chip history (tools/fpl-fixture-server).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

export function loadRealData(root, horizon = 8) {
  const require = createRequire(import.meta.url);
  const { readSnapshotSeason, lastFinishedGameweek } = require('@draftroom/fpl-data');
  const { projectSeason } = require('@draftroom/projections');
  const fixtures = require('@draftroom/fpl-fixture-server');
  const domain = require('@draftroom/domain');

  const dir = join(root, 'data/snapshot');
  const history = ['2023-24', '2024-25'].map((s) => readSnapshotSeason(dir, s));
  const current = readSnapshotSeason(dir, '2025-26');
  const clock = lastFinishedGameweek(current.fixtures);
  const firstGameweek = clock + 1;
  const rows = projectSeason({ current, history, asOfGameweek: clock });
  const xpts = new Map(current.players.map((p) => [p.id, new Array(horizon).fill(0)]));
  for (const r of rows) {
    const k = r.gameweek - firstGameweek;
    if (k >= 0 && k < horizon) xpts.get(r.playerId)[k] = r.xpts;
  }
  const clubs = new Map(current.teams.map((t) => [t.id, t.name]));
  const players = current.players.map((p) => ({
    id: p.id, position: p.position, club: p.teamId, clubName: clubs.get(p.teamId), name: p.webName, price: p.nowCost, xpts: xpts.get(p.id),
  }));

  const teams = new Map();
  for (const build of fixtures.FIXTURE_ENTRY_BUILDERS) {
    const [entry] = build(current);
    const gw = entry.gameweeks[clock];
    const history = Object.values(entry.gameweeks).map((g) => ({
      gameweek: g.entry_history.event, activeChip: g.active_chip, transfers: g.entry_history.event_transfers, transfersCost: g.entry_history.event_transfers_cost,
    }));
    teams.set(entry.id, {
      id: entry.id,
      name: entry.name,
      picks: gw.picks.map((p) => p.element),
      bank: gw.entry_history.bank,
      freeTransfers: domain.initialFreeTransfers(history, clock),
    });
  }
  return { players, firstGameweek, clock, teams, seasons: { current, history } };
}
