import type { FixtureRecord, PlayerRecord, SeasonData, TeamRecord } from '@draftroom/fpl-data';
import { upstreamSeasonProblem } from './upstream-check';

/** Only the fields the check reads; the rest of each record does not matter to it. */
const club = (id: number) => ({ id }) as TeamRecord;
const player = (id: number, teamId: number) => ({ id, teamId }) as PlayerRecord;
const fixture = (id: number, homeTeamId: number, awayTeamId: number) => ({ id, homeTeamId, awayTeamId }) as FixtureRecord;

const upstream = (over: Partial<SeasonData> = {}): SeasonData => ({
  season: '2026-27', teams: [club(1), club(2)], players: [player(10, 1), player(20, 2)], fixtures: [fixture(100, 1, 2)],
  appearances: [], matchStats: [], availability: [], ...over,
});

describe('upstreamSeasonProblem: what an upstream season must hold before it replaces the one served', () => {
  it('takes a season whose fixtures and players all name clubs of its club list, the same season or a newer one', () => {
    expect(upstreamSeasonProblem(upstream(), undefined)).toBeUndefined();
    expect(upstreamSeasonProblem(upstream(), '2026-27')).toBeUndefined();
    expect(upstreamSeasonProblem(upstream(), '2025-26')).toBeUndefined();
  });

  it('refuses a season older than the one served', () => {
    expect(upstreamSeasonProblem(upstream({ season: '2025-26' }), '2026-27')).toBe('the upstream serves 2025-26, older than 2026-27 served now');
  });

  it('refuses a season with no clubs or no players', () => {
    expect(upstreamSeasonProblem(upstream({ teams: [] }), undefined)).toBe("the upstream's 2026-27 has no clubs or no players");
    expect(upstreamSeasonProblem(upstream({ players: [] }), undefined)).toBe("the upstream's 2026-27 has no clubs or no players");
  });

  it('refuses a fixture whose home or away club is missing from the club list, naming the fixture', () => {
    expect(upstreamSeasonProblem(upstream({ fixtures: [fixture(100, 1, 2), fixture(101, 3, 1)] }), undefined))
      .toBe("the upstream's 2026-27 fixture 101 names a club missing from its club list");
    expect(upstreamSeasonProblem(upstream({ fixtures: [fixture(102, 2, 9)] }), undefined))
      .toBe("the upstream's 2026-27 fixture 102 names a club missing from its club list");
  });

  it('refuses a player of a club missing from the club list, naming the player', () => {
    expect(upstreamSeasonProblem(upstream({ players: [player(10, 1), player(30, 7)] }), undefined))
      .toBe("the upstream's 2026-27 player 30 plays for a club missing from its club list");
  });
});
