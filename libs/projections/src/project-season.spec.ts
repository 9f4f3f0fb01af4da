import type { SeasonData } from '@draftroom/fpl-data';
import { projectSeason, type PlayerProjection } from './project-season';
import { syntheticSeasons } from '@draftroom/testing/seasons';

/** Pre-deadline flags for every gameweek 2..38: every seventh player doubtful or injured by turns. */
function withFlags(season: SeasonData): SeasonData {
  const availability: SeasonData['availability'] = [];
  for (let gw = 2; gw <= 38; gw += 1) {
    for (const p of season.players) {
      const flagged = (p.id + gw) % 7 === 0;
      const out = gw % 2 === 0;
      availability.push({
        gameweek: gw, playerId: p.id, status: flagged ? (out ? 'i' : 'd') : 'a', chanceOfPlaying: flagged ? (out ? 0 : 50) : null,
        news: flagged && out ? 'Knock - Unknown return date' : '', epNext: 1,
      });
    }
  }
  return { ...season, availability };
}

/**
 * The same season with every result from gameweek `from` on rewritten, nothing after
 * `keepThrough`, and every availability snapshot published after gameweek `from` - 1's
 * deadline (those of gameweeks > from) turned around: fit players injured, flagged ones fit.
 */
function rewriteFrom(season: SeasonData, from: number, keepThrough: number): SeasonData {
  const flip = (n: number): number => (n > 0 ? 0 : 3);
  return {
    ...season,
    availability: season.availability.map((a) =>
      a.gameweek <= from ? a : a.status === 'a' ? { ...a, status: 'u', chanceOfPlaying: 0, news: 'Has joined Lyon permanently.' } : { ...a, status: 'a', chanceOfPlaying: null, news: '' },
    ),
    appearances: season.appearances
      .filter((a) => a.gameweek <= keepThrough)
      .map((a) =>
        a.gameweek < from
          ? a
          : {
              ...a,
              minutes: a.minutes > 0 ? 0 : 90,
              starts: a.minutes > 0 ? 0 : 1,
              goals: flip(a.goals),
              assists: flip(a.assists),
              xg: a.xg > 0 ? 0 : 1.5,
              xa: a.xa > 0 ? 0 : 0.9,
              saves: flip(a.saves),
              bonus: flip(a.bonus),
              yellowCards: flip(a.yellowCards),
              redCards: 1,
              totalPoints: a.totalPoints + 7,
              cbi: 20,
              tackles: 9,
              recoveries: 9,
              defensiveContribution: 30,
            },
      ),
    fixtures: season.fixtures.map((f) =>
      f.gameweek != null && f.gameweek >= from ? { ...f, homeScore: 5, awayScore: 0, finished: f.gameweek <= keepThrough } : f,
    ),
  };
}

const byKey = (rows: PlayerProjection[]): Map<string, number> => new Map(rows.map((r) => [`${r.playerId}:${r.gameweek}`, r.xpts]));

describe('projectSeason', () => {
  const synthetic = syntheticSeasons(12);
  const { history } = synthetic;
  const current = withFlags(synthetic.current);
  const base = projectSeason({ current, history: [history], asOfGameweek: 12 });

  it('gives every listed player one row per gameweek 1..38', () => {
    expect(base).toHaveLength(current.players.length * 38);
    const gws = new Set(base.filter((r) => r.playerId === current.players[0].id).map((r) => r.gameweek));
    expect([...gws].sort((a, b) => a - b)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(base.every((r) => Number.isFinite(r.xpts))).toBe(true);
  });

  it('gives 0 in a blank gameweek and sums both fixtures of a double', () => {
    const xpts = byKey(base);
    const moved = current.fixtures.find((f) => f.gameweek === 7 && current.fixtures.filter((g) => g.gameweek === 7).length > 3);
    expect(moved).toBeDefined();
    // The first gameweek-4 fixture was moved to gameweek 7: its clubs blank in 4 and play twice in 7.
    const blankClub = current.fixtures.filter((f) => f.gameweek === 7).find((f) =>
      current.fixtures.filter((g) => g.gameweek === 7 && (g.homeTeamId === f.homeTeamId || g.awayTeamId === f.homeTeamId)).length === 2,
    )!.homeTeamId;
    const starter = current.players.find((p) => p.teamId === blankClub && p.code % 100 === 2)!;
    expect(xpts.get(`${starter.id}:4`)).toBe(0);
    // A settled defender's double is worth well over one fixture.
    expect(xpts.get(`${starter.id}:7`)!).toBeGreaterThan(1.5 * xpts.get(`${starter.id}:6`)!);
  });

  it('never lets a gameweek see its own or later results (no lookahead)', () => {
    for (const g of [1, 5, 9]) {
      // Everything from gameweek g on is different, and the future after g+1 is gone.
      const changed = projectSeason({ current: rewriteFrom(current, g, Math.max(g + 1, 12)), history: [history], asOfGameweek: 12 });
      const before = byKey(base);
      const after = byKey(changed);
      for (const [key, xpts] of before) {
        const gw = Number(key.split(':')[1]);
        if (gw <= g) expect([key, after.get(key)]).toEqual([key, xpts]);
      }
      // ...while the rewrite does move later gameweeks, so the check above can fail.
      const later = [...before].filter(([key, x]) => Number(key.split(':')[1]) > g && after.get(key) !== x);
      expect(later.length).toBeGreaterThan(0);
    }
  });

  it('sees nothing after the season clock', () => {
    const asOf = 8;
    const pinned = projectSeason({ current, history: [history], asOfGameweek: asOf });
    const rewritten = projectSeason({ current: rewriteFrom(current, asOf + 1, 12), history: [history], asOfGameweek: asOf });
    expect(rewritten).toEqual(pinned);
  });

  it('reads the flags published before each deadline: an injured player loses his xPts that gameweek', () => {
    const without = byKey(projectSeason({ current: { ...current, availability: [] }, history: [history], asOfGameweek: 12 }));
    const xpts = byKey(base);
    const injured = current.availability.filter((a) => a.gameweek <= 12 && a.status === 'i');
    const doubtful = current.availability.filter((a) => a.gameweek <= 12 && a.status === 'd');
    expect(injured.length).toBeGreaterThan(0);
    for (const a of injured) expect(xpts.get(`${a.playerId}:${a.gameweek}`)).toBe(0);
    const changed = doubtful.filter((a) => xpts.get(`${a.playerId}:${a.gameweek}`) !== without.get(`${a.playerId}:${a.gameweek}`));
    expect(changed.length).toBeGreaterThan(0);
  });

  it('is deterministic, whatever the order of the input rows', () => {
    const again = projectSeason({ current, history: [history], asOfGameweek: 12 });
    expect(again).toEqual(base);
    const shuffled: SeasonData = {
      ...current,
      appearances: [...current.appearances].reverse(),
      players: [...current.players].reverse(),
      fixtures: [...current.fixtures].reverse(),
      teams: [...current.teams].reverse(),
    };
    expect(projectSeason({ current: shuffled, history: [history], asOfGameweek: 12 })).toEqual(base);
  });
});
