/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccuracyFigures, XptsAccuracy, XptsAccuracySeason } from '@draftroom/contracts';
import { AccuracyReport } from './accuracy-report';

const fig = (mae: number, spearman = 0.7): AccuracyFigures => ({ count: 100, mae, rmse: mae * 2, pearson: 0.5, spearman, meanProjected: 1.1, meanActual: 1.2 });
const season = (id: string, model: number, official: number): XptsAccuracySeason => ({
  season: id,
  from: 5,
  to: 7,
  officialGameweeks: [5, 6],
  metrics: [{ horizon: 1, group: 'all', figures: { model: fig(model, 0.77), official: fig(official, 0.71), lastFive: fig(1.04), pointsPerGame: fig(1.06) } }],
  perGameweek: [
    { gameweek: 5, count: 50, model: 0.9, official: 1.1, lastFive: 1.0, pointsPerGame: 1.05, actual: 1.2 },
    { gameweek: 6, count: 50, model: 1.0, official: 0.95, lastFive: 1.1, pointsPerGame: 1.0, actual: 1.1 },
  ],
  calibration: [{ count: 50, meanProjected: 0.2, meanActual: 0.25 }, { count: 50, meanProjected: 3.1, meanActual: 2.9 }],
});
const report: XptsAccuracy = { computedAt: '2026-03-20T10:00:00Z', seasons: [season('2025-26', 0.944, 1.096), season('2024-25', 0.939, 1.105)] };

describe('the "How good are our xPts?" report', () => {
  it('leads with the comparison, explains the measures and marks the best figure', () => {
    render(<AccuracyReport report={report} />);
    expect(screen.getByText(/missed by/).textContent).toContain('2025/26, the next gameweek, 100 player-gameweeks: Our xPts missed by 0.94 points on average, the official forecast by 1.10.');
    expect(screen.getByText('Spearman', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/right order/);
    const table = screen.getByRole('table', { name: /Next gameweek/ });
    const ours = within(table).getByRole('row', { name: /Our xPts/ });
    expect(within(ours).getAllByRole('cell').map((c) => c.innerHTML)).toContain('<strong>0.944</strong>');
  });

  it('gives each chart a text alternative and its numbers as a table behind a keyboard-reachable disclosure', async () => {
    render(<AccuracyReport report={report} />);
    const charts = screen.getAllByRole('img');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      expect.stringContaining('Our xPts had the smaller average error in 1 of 2 gameweeks'),
      expect.stringContaining('2 groups of players'),
    ]);
    const toggles = screen.getAllByText('Show the data as a table');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(toggles[0]);
    await userEvent.keyboard('{Enter}');
    const perGw = screen.getByRole('table', { name: 'Mean absolute error per gameweek, 1 gameweek ahead' });
    expect(within(perGw).getAllByRole('row')).toHaveLength(3);
  });

  it('switches season', async () => {
    render(<AccuracyReport report={report} />);
    await userEvent.click(screen.getByRole('button', { name: '2024/25' }));
    expect(screen.getByRole('button', { name: '2024/25' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/missed by/).textContent).toContain('2024/25');
  });
});
