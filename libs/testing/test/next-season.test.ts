/** @engines sqlite: no database in it (made-up seasons and the fixture server only), so the server passes would only repeat it */
import { join } from 'node:path';
import { lastFinishedGameweek, readSnapshotSeason, type SeasonData } from '@draftroom/fpl-data';
import { pointsFor, requirePositionId, rulesFor } from '@draftroom/domain';
import { followingSeason, nextSeason } from '../src/builders/next-season';
import { tableBottomFirst } from '../src/builders/next-season-clubs';

/** The made-up 2026/27 (and 2027/28 from it) built from the committed snapshot's 2025/26. */
const previous = readSnapshotSeason(join(__dirname, '..', '..', '..', 'data', 'snapshot'), '2025-26');
const season = nextSeason(previous, { seed: 2627 });

const matchesOf = (data: SeasonData, teamId: number, gw?: number) =>
  data.fixtures.filter((f) => (f.homeTeamId === teamId || f.awayTeamId === teamId) && (gw == null || f.gameweek === gw));

describe('nextSeason', () => {
  it('names the following season', () => {
    expect(season.season).toBe('2026-27');
    expect(followingSeason('2099-00')).toBe('2100-01');
  });

  it('relegates the bottom three and promotes three clubs with new codes and names, renumbered alphabetically', () => {
    expect(season.teams).toHaveLength(20);
    const relegated = tableBottomFirst(previous.teams, previous.fixtures).slice(0, 3).map((id) => previous.teams.find((t) => t.id === id)!.code);
    const codes = new Set(season.teams.map((t) => t.code));
    relegated.forEach((code) => expect(codes.has(code)).toBe(false));
    const oldCodes = new Set(previous.teams.map((t) => t.code));
    const oldNames = new Set(previous.teams.map((t) => t.name));
    const promoted = season.teams.filter((t) => !oldCodes.has(t.code));
    expect(promoted).toHaveLength(3);
    promoted.forEach((t) => expect(oldNames.has(t.name)).toBe(false));
    const byName = [...season.teams].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(byName.map((t) => t.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Ids do not carry over: at least one staying club's id has changed.
    expect(season.teams.some((t) => previous.teams.find((o) => o.code === t.code && o.id !== t.id))).toBe(true);
  });

  it('gives the promoted clubs squads of new players with new ids and codes', () => {
    const oldCodes = new Set(previous.players.map((p) => p.code));
    const oldClubCodes = new Set(previous.teams.map((t) => t.code));
    for (const club of season.teams.filter((t) => !oldClubCodes.has(t.code))) {
      const squad = season.players.filter((p) => p.teamId === club.id);
      expect(squad.length).toBeGreaterThanOrEqual(20);
      squad.forEach((p) => expect(oldCodes.has(p.code)).toBe(false));
      expect(new Set(squad.map((p) => p.position))).toEqual(new Set([1, 2, 3, 4]));
    }
    expect(new Set(season.players.map((p) => p.id)).size).toBe(season.players.length);
    expect(new Set(season.players.map((p) => p.code)).size).toBe(season.players.length);
    expect(season.players.map((p) => p.id)).toEqual(season.players.map((_, i) => i + 1));
  });

  it('sets new prices, in half-millions at the start, within the game\'s range', () => {
    const before = new Map(previous.players.map((p) => [p.code, p.nowCost]));
    const changed = season.players.filter((p) => before.has(p.code) && before.get(p.code) !== p.nowCost);
    expect(changed.length).toBeGreaterThan(100);
    season.players.forEach((p) => {
      expect(p.nowCost).toBeGreaterThanOrEqual(40);
      expect(p.nowCost).toBeLessThanOrEqual(155);
    });
  });

  it('plays every pair home and away over 38 gameweeks, Aug 2026 to May 2027, with a blank and a double', () => {
    expect(season.fixtures).toHaveLength(380);
    const pairs = new Set(season.fixtures.map((f) => `${f.homeTeamId}-${f.awayTeamId}`));
    expect(pairs.size).toBe(380);
    season.fixtures.forEach((f) => expect(f.homeTeamId).not.toBe(f.awayTeamId));
    season.teams.forEach((t) => expect(matchesOf(season, t.id)).toHaveLength(38));
    const kickoffs = season.fixtures.map((f) => f.kickoff!).sort();
    expect(kickoffs[0].slice(0, 7)).toBe('2026-08');
    expect(kickoffs[379] < '2027-06-01').toBe(true);
    expect(new Set(season.fixtures.map((f) => f.gameweek))).toEqual(new Set(Array.from({ length: 38 }, (_, i) => i + 1)));
    const blanks = season.teams.filter((t) => matchesOf(season, t.id, 6).length === 0);
    const doubles = season.teams.filter((t) => matchesOf(season, t.id, 9).length === 2);
    expect(blanks).toHaveLength(2);
    expect(doubles.map((t) => t.id)).toEqual(blanks.map((t) => t.id));
  });

  it('rates each fixture by the opponent\'s strength', () => {
    const strength = new Map(season.teams.map((t) => [t.id, t.strength]));
    season.fixtures.forEach((f) => {
      expect(f.homeDifficulty).toBe(strength.get(f.awayTeamId));
      expect(f.awayDifficulty).toBe(strength.get(f.homeTeamId));
    });
  });

  it('has the first deadline in 2026 and gameweeks 1-3 played, with appearances that add up', () => {
    const first = season.fixtures.filter((f) => f.gameweek === 1).map((f) => f.kickoff!).sort()[0];
    expect(new Date(first).getUTCFullYear()).toBe(2026);
    expect(lastFinishedGameweek(season.fixtures)).toBe(3);
    expect(season.fixtures.filter((f) => f.finished)).toHaveLength(30);
    season.fixtures.filter((f) => f.finished).forEach((f) => {
      const rows = season.appearances.filter((a) => a.fixtureId === f.id);
      const goals = (home: boolean) => rows.filter((a) => a.wasHome === home).reduce((s, a) => s + a.goals, 0);
      expect(goals(true)).toBe(f.homeScore);
      expect(goals(false)).toBe(f.awayScore);
      expect(rows.filter((a) => a.starts === 1)).toHaveLength(22);
    });
    const rules = rulesFor('2026-27');
    const byId = new Map(season.players.map((p) => [p.id, p]));
    season.appearances.forEach((a) => {
      const position = requirePositionId(byId.get(a.playerId)!.position);
      const events = { ...a, cleanSheet: a.cleanSheets > 0, defensiveCount: a.defensiveContribution };
      expect(a.totalPoints).toBe(pointsFor(events, position, rules));
    });
    const top = [...season.players].sort((a, b) => b.totalPoints - a.totalPoints)[0];
    expect(top.totalPoints).toBeGreaterThan(15);
    expect(top.totalPoints).toBe(season.appearances.filter((a) => a.playerId === top.id).reduce((s, a) => s + a.totalPoints, 0));
  });

  it('publishes the flags before the GW4 deadline on the players and in the availability snapshots', () => {
    const flagged = season.players.filter((p) => p.status !== 'a');
    expect(flagged.length).toBeGreaterThan(10);
    const statuses = new Set(flagged.map((p) => p.status));
    expect(statuses.has('i') && statuses.has('d')).toBe(true);
    flagged.filter((p) => p.status === 'd').forEach((p) => expect([25, 50, 75]).toContain(p.chanceOfPlayingNextRound));
    const gw4 = season.availability.filter((a) => a.gameweek === 4);
    expect(gw4).toHaveLength(season.players.length);
    flagged.forEach((p) => expect(gw4.find((a) => a.playerId === p.id)!.status).toBe(p.status));
    expect(gw4.some((a) => a.epNext > 4)).toBe(true);
  });

  it('is the same from the same seed and differs from another', () => {
    expect(nextSeason(previous, { seed: 2627 })).toEqual(season);
    expect(nextSeason(previous, { seed: 7 }).fixtures).not.toEqual(season.fixtures);
  });

  it('rolls again: 2027/28 from the made-up 2026/27', () => {
    const later = nextSeason(season, { seed: 2728 });
    expect(later.season).toBe('2027-28');
    expect(later.teams).toHaveLength(20);
    expect(later.fixtures[0].kickoff!.slice(0, 4)).toBe('2027');
    const codes = new Set(season.teams.map((t) => t.code));
    expect(later.teams.filter((t) => !codes.has(t.code))).toHaveLength(3);
    later.teams.forEach((t) => expect(matchesOf(later, t.id)).toHaveLength(38));
  });

  it.each([0, 38])('builds a season with %i gameweeks played, blank and double included', (played) => {
    const data = nextSeason(previous, { seed: 5, playedGameweeks: played });
    expect(lastFinishedGameweek(data.fixtures)).toBe(played);
    expect(data.appearances.length > 0).toBe(played > 0);
    data.teams.forEach((t) => expect(matchesOf(data, t.id)).toHaveLength(38));
    const counts = data.teams.flatMap((t) => Array.from({ length: 38 }, (_, i) => matchesOf(data, t.id, i + 1).length));
    expect(counts.filter((n) => n === 0)).toHaveLength(2);
    expect(counts.filter((n) => n === 2)).toHaveLength(2);
    // Flags are those before the next deadline; after GW38 there is none.
    expect(data.availability.some((a) => a.gameweek === played + 1)).toBe(played < 38);
  });
});
