/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PointsChart } from './points-chart';

// The plot arrives in its late chunk; each test waits for it, so nothing resolves after the test.
const plotDrawn = () => waitFor(() => expect(screen.queryByText('Drawing the chart...')).toBeNull());
const chart = () => (
  <>
    <h3 id="pd-chart">Points and xPts by gameweek</h3>
    <PointsChart gameweeks={[1, 2, 3, 4]} points={new Map([[1, 8], [3, 2]])} xpts={new Map([[1, 5.2], [2, 4.1], [3, 3.25], [4, 6]])} playedThrough={3} titleId="pd-chart" />
  </>
);

describe('the player dialog\'s points chart', () => {
  it('is one image named by its totals up to the last played gameweek, in the frame the heading names', async () => {
    render(chart());
    await plotDrawn();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Points by gameweek. 10 points scored against 12.6 expected up to GW3.');
    expect(screen.getByRole('figure', { name: 'Points and xPts by gameweek' })).toBeTruthy();
    expect(screen.getByText('xPts ahead')).toBeTruthy();
  });

  it('gives its numbers as a table behind a disclosure: no fixture, played and to come', async () => {
    render(chart());
    await plotDrawn();
    await userEvent.click(screen.getByText('Show the data as a table'));
    const rows = within(screen.getByRole('table', { name: 'Points and xPts by gameweek' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['GW1', '8', '5.20'],
      ['GW2', '-', '4.10'],
      ['GW3', '2', '3.25'],
      ['GW4', 'to come', '6.00'],
    ]);
  });
});
