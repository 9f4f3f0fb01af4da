/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiRequestError, combineQueries, type QueryStatus } from '../api';
import { QueryStates } from './query-states';

const query = (over: Partial<QueryStatus> = {}): QueryStatus => ({ isPending: false, error: null, refetch: jest.fn(), ...over });

describe('QueryStates', () => {
  it('says what is loading in the given words, and does not build the content yet', () => {
    const content = jest.fn(() => 'rows');
    render(<QueryStates query={query({ isPending: true })} loading="Loading season stats..." errorTitle="Could not load season stats">{content}</QueryStates>);
    expect(screen.getByRole('status').textContent).toBe('Loading season stats...');
    expect(content).not.toHaveBeenCalled();
  });

  it('shows a failure with the server message and a Retry that asks again', () => {
    const failed = query({ error: new ApiRequestError(503, 'Service Unavailable', '') });
    render(<QueryStates query={failed} loading="Loading fixtures..." errorTitle="Could not load fixtures">rows</QueryStates>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load fixtures');
    expect(alert.textContent).toContain('503: Service Unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('puts the technical message under details when a plain one is given', () => {
    render(<QueryStates query={query({ error: new Error('502: Bad Gateway') })} loading="" errorTitle="Failed to load players" errorMessage="The player list could not be loaded.">x</QueryStates>);
    expect(screen.getByRole('alert').querySelector('.dr-state__text')?.textContent).toBe('The player list could not be loaded.');
    expect(screen.getByText('502: Bad Gateway').closest('details')).not.toBeNull();
  });

  it('shows the empty state when there is nothing, else the content', () => {
    const { rerender } = render(
      <QueryStates query={query()} loading="" errorTitle="" empty={{ title: 'No players found matching your filters' }}>rows</QueryStates>,
    );
    expect(screen.getByRole('heading').textContent).toBe('No players found matching your filters');
    rerender(<QueryStates query={query()} loading="" errorTitle="" empty={false}>{() => 'rows'}</QueryStates>);
    expect(screen.getByText('rows')).toBeTruthy();
  });
});

describe('combineQueries', () => {
  it('is pending while any query is and failed when any failed, and Retry asks only the failed ones again', async () => {
    const players = query({ isPending: true });
    const season = query({ error: new Error('down') });
    const teams = query();
    const combined = combineQueries(players, season, teams);
    expect(combined.isPending).toBe(true);
    expect((combined.error as Error).message).toBe('down');
    await combined.refetch();
    expect(season.refetch).toHaveBeenCalledTimes(1);
    expect(players.refetch).not.toHaveBeenCalled();
    expect(teams.refetch).not.toHaveBeenCalled();
  });

  it('asks everything again when nothing failed', async () => {
    const a = query();
    const b = query();
    expect(combineQueries(a, b)).toMatchObject({ isPending: false, error: null });
    await combineQueries(a, b).refetch();
    expect(a.refetch).toHaveBeenCalled();
    expect(b.refetch).toHaveBeenCalled();
  });
});
