import { buildMatchLog, knownRows } from './match-log';
import { clubAtDeadline } from './project-origin';
import { syntheticSeasons } from '@draftroom/testing/seasons';

describe('buildMatchLog', () => {
  const { history, current } = syntheticSeasons(12);
  const log = buildMatchLog(current, [history]);

  it('joins seasons by player code and club code', () => {
    const code = current.players[0].code;
    const rows = log.byPlayer.get(code)!;
    expect(rows.some((r) => r.season === 0)).toBe(true);
    expect(rows.some((r) => r.season === 1)).toBe(true);
    const club = current.teams.find((t) => t.id === current.players[0].teamId)!.code;
    expect(rows.filter((r) => r.season === 1).every((r) => r.teamCode === club)).toBe(true);
    // Rows are in play order.
    const order = rows.map((r) => r.season * 100 + r.gameweek);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('counts CBIT and CBIRT from 2025/26 columns, and from match stats for the season before', () => {
    const defender = current.players.find((p) => p.position === 2)!;
    const now = current.appearances.find((a) => a.playerId === defender.id && a.minutes > 0)!;
    const row = log.byPlayer.get(defender.code)!.find((r) => r.season === 1 && r.fixtureId === now.fixtureId)!;
    expect(row.cbit).toBe(now.cbi! + now.tackles!);
    expect(row.cbirt).toBe(now.cbi! + now.tackles! + now.recoveries!);
    const before = history.matchStats[0];
    const old = log.byPlayer.get(history.players.find((p) => p.id === before.playerId)!.code)!.find((r) => r.season === 0 && r.fixtureId === before.fixtureId)!;
    expect(old.cbit).toBe(before.clearances + before.blocks + before.interceptions + before.tackles);
  });

  it('knows which rows were known after a gameweek', () => {
    const rows = log.byPlayer.get(current.players[0].code)!;
    const known = knownRows(rows, log.current, 3);
    expect(known.every((r) => r.season === 0 || r.gameweek <= 3)).toBe(true);
    expect(known.length).toBe(rows.filter((r) => r.season === 0 || r.gameweek <= 3).length);
  });

  it('places a player at the club he is registered with at the next deadline', () => {
    // The synthetic mover joins the second club from gameweek 6.
    const mover = current.players.find((p) => p.code === current.teams[0].code * 100 + 6)!;
    const rows = log.byPlayer.get(mover.code)!;
    expect(clubAtDeadline(rows, log.current, 4)).toBe(current.teams[0].code);
    expect(clubAtDeadline(rows, log.current, 5)).toBe(current.teams[1].code);
    // Nobody is registered for a season that has no rows yet.
    expect(clubAtDeadline([], log.current, 0)).toBeNull();
  });
});
