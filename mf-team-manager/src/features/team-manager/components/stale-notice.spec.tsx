/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import type { TeamPicks } from '@draftroom/contracts';
import { json, stubFetch } from '../../../shared/testing/render-with-client';
import { getTeamPicks } from '../api/get-team-picks';
import { oldestStaleCopy } from '../hooks/use-loaded-team';
import { StaleNotice, staleNoticeText } from './stale-notice';

const picks: TeamPicks = {
  active_chip: null,
  entry_history: { event: 4, points: 50, total_points: 200, rank: 1, overall_rank: 1000, bank: 5, value: 1000, event_transfers: 0, event_transfers_cost: 0, points_on_bench: 3 },
  picks: [],
} as unknown as TeamPicks;

describe('the notice for a team served from the last good copy (issue 11 item 8)', () => {
  const fetchedAt = new Date(2026, 2, 14, 9, 5).toISOString(); // 09:05 local time

  it('reads the stale label of a picks answer, and none from a fresh one', async () => {
    stubFetch({
      '/api/fpl-team/1001/event/4/picks': json(picks, 200, { 'X-Draftroom-Stale': fetchedAt, Warning: '110 - "Response is Stale"' }),
      '/api/fpl-team/1001/event/3/picks': json(picks),
    });
    await expect(getTeamPicks(1001, 4)).resolves.toEqual({ picks, staleSince: fetchedAt });
    await expect(getTeamPicks(1001, 3)).resolves.toEqual({ picks, staleSince: undefined });
  });

  it("keeps spec 8's failure text when there is no copy to serve", async () => {
    stubFetch({ '/api/fpl-team/1001/event/5/picks': json({ statusCode: 502, message: 'The official FPL service answered 503.' }, 502) });
    await expect(getTeamPicks(1001, 5)).rejects.toThrow('Failed to fetch team data: 502');
  });

  it('names the oldest copy when several gameweeks are stale', () => {
    const later = new Date(2026, 2, 14, 10, 30).toISOString();
    expect(oldestStaleCopy([{ picks, staleSince: later }, null, { picks }, { picks, staleSince: fetchedAt }])).toBe(fetchedAt);
    expect(oldestStaleCopy([{ picks }, null, undefined])).toBeUndefined();
  });

  it('shows the time of a copy from today, visibly', () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    render(<StaleNotice fetchedAt={today.toISOString()} />);
    expect(screen.getByRole('status').textContent).toBe('The official FPL site is not answering; showing data from 09:05');
  });

  it('says the day of an older copy (issue 31: a copy this browser kept may be days old)', () => {
    expect(staleNoticeText(fetchedAt, new Date(2026, 2, 16, 12))).toBe('The official FPL site is not answering; showing data from 14 Mar 2026, 09:05');
  });
});
