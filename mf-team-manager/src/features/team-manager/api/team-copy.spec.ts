/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import type { TeamPicks } from '@draftroom/contracts';
import { createQueryClient } from '@draftroom/ui';
import { teamHistoryQuery, teamPicksQuery } from './get-team-picks';
import { lastTeamId, rememberTeamId, restoreTeamCopy, saveTeamCopy, teamCopy, type TeamCopy } from './team-copy';

const picks = (gameweek: number): TeamPicks => ({
  active_chip: null,
  entry_history: { event: gameweek, points: 50, total_points: 200, rank: 1, overall_rank: 1000, bank: 5, value: 1000, event_transfers: 0, event_transfers_cost: 0, points_on_bench: 3 },
  picks: [{ element: 1, position: 1, multiplier: 1, is_captain: false, is_vice_captain: false, element_type: 1 }],
} as unknown as TeamPicks);
const copyOf = (teamId: number, savedAt = '2026-11-20T14:02:00.000Z'): TeamCopy =>
  ({ teamId, savedAt, currentGameweek: 3, picks: [null, picks(2), picks(3)], transfers: [] });

beforeEach(() => localStorage.clear());

describe("this browser's memory of loaded teams (issue 31)", () => {
  it('remembers the last team ID', () => {
    expect(lastTeamId()).toBe('');
    rememberTeamId(1001);
    expect(lastTeamId()).toBe('1001');
  });

  it('keeps the last good copy of a team, checked when read, for the same season clock only', () => {
    saveTeamCopy(copyOf(1001));
    expect(teamCopy(1001, 3)).toEqual(copyOf(1001));
    expect(teamCopy(1001, 4)).toBeUndefined();
    expect(teamCopy(1002, 3)).toBeUndefined();
    localStorage.setItem('draftroom:team-copy:1003', JSON.stringify({ ...copyOf(1003), picks: [null, null, { picks: 'broken' }] }));
    expect(teamCopy(1003, 3)).toBeUndefined();
  });

  it('keeps five teams, dropping the oldest', () => {
    for (const id of [1, 2, 3, 4, 5, 6]) saveTeamCopy(copyOf(id));
    expect(teamCopy(1, 3)).toBeUndefined();
    expect([2, 3, 4, 5, 6].every((id) => teamCopy(id, 3))).toBe(true);
  });

  it('restores a copy as answers marked stale from when it was saved', () => {
    const client = createQueryClient();
    restoreTeamCopy(client, copyOf(1001));
    expect(client.getQueryData(teamPicksQuery(1001, 3).queryKey)).toEqual({ picks: picks(3), staleSince: '2026-11-20T14:02:00.000Z' });
    expect(client.getQueryData(teamHistoryQuery(1001, 1).queryKey)).toBeNull();
    expect(client.getQueryData(teamHistoryQuery(1001, 2).queryKey)).toEqual({ picks: picks(2), staleSince: '2026-11-20T14:02:00.000Z' });
  });
});
