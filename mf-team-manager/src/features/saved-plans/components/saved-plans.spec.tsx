/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, screen } from '@testing-library/react';
import { json, renderWithClient, stubFetch } from '../../../shared/testing/render-with-client';
import { SavedPlans } from './saved-plans';

const searches = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.startsWith('/api/saved-plans'));

describe('Saved Plans filter: a team ID that is not a number (spec 2.12)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['abc', '12a', '-5', '1.5', '1e3', '0'])('shows a hint for %p and never sends it to the API', async (typed) => {
    const fetchMock = stubFetch({});
    renderWithClient(<SavedPlans />);
    fireEvent.change(screen.getByLabelText('Team ID'), { target: { value: typed } });
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toMatch(/^Team ID must be/);
    expect(screen.getByLabelText('Team ID').getAttribute('aria-invalid')).toBe('true');
    expect(searches(fetchMock)).toEqual([]);
    expect(screen.getByText('Enter a Team ID or Plan Name to find saved plans.')).toBeTruthy();
  });

  it('searches by the name alone while the team ID is unusable, and by both once it is fixed', async () => {
    const fetchMock = stubFetch({
      '/api/saved-plans?name=wild': json([]),
      '/api/saved-plans?teamId=1001&name=wild': json([]),
    });
    renderWithClient(<SavedPlans />);
    fireEvent.change(screen.getByLabelText('Team ID'), { target: { value: '10x' } });
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: 'wild' } });
    await act(async () => void jest.advanceTimersByTime(500));
    expect(searches(fetchMock)).toEqual(['/api/saved-plans?name=wild']);
    fireEvent.change(screen.getByLabelText('Team ID'), { target: { value: '1001' } });
    await act(async () => void jest.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searches(fetchMock)).toEqual(['/api/saved-plans?name=wild', '/api/saved-plans?teamId=1001&name=wild']);
  });
});

describe('Saved Plans filter: cleared, then typed again', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const plan = (id: number, name: string, teamId: number) => ({ id, name, teamId, createdAt: '2026-11-30T09:00:00.000Z', transfersMade: 1, firstGameweek: 5, lastGameweek: 6 });

  it("never lists the cleared filter's plans under a name typed right after the clear", async () => {
    const fetchMock = stubFetch({
      '/api/saved-plans?teamId=1003': json([plan(1, 'Team plan', 1003), plan(2, 'Other plan', 1003)]),
      '/api/saved-plans?name=other': json([plan(2, 'Other plan', 1003)]),
    });
    renderWithClient(<SavedPlans />);
    fireEvent.change(screen.getByLabelText('Team ID'), { target: { value: '1003' } });
    await act(async () => void jest.advanceTimersByTime(500));
    expect(await screen.findByText('2 plans found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: 'other' } });
    // Within the debounce: the prompt, not the team's two plans.
    expect(screen.queryByText('Team plan')).toBeNull();
    expect(screen.getByText('Enter a Team ID or Plan Name to find saved plans.')).toBeTruthy();
    await act(async () => void jest.advanceTimersByTime(500));
    expect(await screen.findByText('1 plan found')).toBeTruthy();
    expect(screen.queryByText('Team plan')).toBeNull();
    expect(searches(fetchMock)).toEqual(['/api/saved-plans?teamId=1003', '/api/saved-plans?name=other']);
  });
});
