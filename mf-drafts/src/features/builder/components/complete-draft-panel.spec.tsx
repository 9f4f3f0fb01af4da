/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Player } from '@draftroom/contracts';
import { fakeJsonResponse, fakeSolverPlanner, type FakeResponse } from '@draftroom/testing';
import { aPlayer } from '../../../shared/testing/factories';
import type { SquadState } from '../hooks/use-squad';
import { CompleteDraftPanel } from './complete-draft-panel';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

const pool: Player[] = Array.from({ length: 20 }, (_, i) => aPlayer({ id: 100 + i, web_name: `Player${100 + i}`, position: (i % 4) + 1 }));
const picked = pool.slice(0, 3);
const solved = [...pool.slice(0, 15).map((p) => p.id)].reverse();

function squadState(fill = jest.fn(), squad = picked): SquadState {
  return { squad, cost: 15, remaining: 85, isFull: squad.length === 15, refusalFor: () => null, add: () => true, remove: () => undefined, clear: () => undefined, fill, clearedCount: 0, undoClear: () => undefined, restoredCount: 0 };
}

const json = fakeJsonResponse;
const progress = (elapsedSeconds: number) => ({ stage: elapsedSeconds > 0 ? 'Solving' : 'Waiting for a free solver', elapsedSeconds, timeLimitSeconds: 10, ahead: 0 });
const lineup = (gameweek: number) => ({ gameweek, formation: '4-4-2', starters: solved.slice(0, 11), bench: solved.slice(11), captain: solved[0], viceCaptain: solved[1], xpts: 60.25, benchXpts: 4 });
const result = {
  squad: solved, cost: 998, left: 2, gameweeks: [lineup(5), lineup(6)], projectedPoints: 120.5, horizon: 2, benchWeight: 0.1,
  proof: { status: 'optimal', objective: 121.3, bound: 121.3, gap: 0, solveSeconds: 0.84, model: { players: 820, playersInFinalModel: 90 } },
};
const job = (state: string, extra: object = {}) => ({ id: 'job-0001', kind: 'best-draft', state, firstGameweek: 5, result: null, error: null, progress: progress(1.5), ...extra });

const fakePlanner = (start: FakeResponse, answers: object[]) => fakeSolverPlanner(start, answers, job('cancelled'));

async function tick(ms = 500) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('Complete draft panel (issue 15)', () => {
  beforeEach(() => jest.useFakeTimers());

  it('keeps the picked players locked, shows progress, then fills the pitch and says what the solve found', async () => {
    const fill = jest.fn();
    const calls = fakePlanner(json(202, { id: 'job-0001', kind: 'best-draft', firstGameweek: 5 }), [job('running'), job('done', { result })]);
    render(<CompleteDraftPanel players={pool} squad={squadState(fill)} planningFrom={5} />);
    fireEvent.change(screen.getByLabelText('Gameweeks to plan'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete draft' }));
    await tick(0);
    expect(calls[0]).toEqual({ url: '/api/solver/best-draft', method: 'POST', body: { locked: [100, 101, 102], excluded: [], horizon: 2 } });
    await tick();
    expect(screen.getByRole('status').textContent).toBe('Solving: 1.5 s of at most 10 s');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await tick();
    expect(fill).toHaveBeenCalledTimes(1);
    const filled: number[] = fill.mock.calls[0][0];
    expect(filled.slice(0, 3)).toEqual([100, 101, 102]);
    expect(new Set(filled)).toEqual(new Set(solved));
    const summary = screen.getByLabelText('Solver result');
    expect(summary.textContent).toContain('120.50 xPts (GW5-6, best eleven, captain doubled)');
    expect(summary.textContent).toContain('0.1 of each bench player');
    expect(summary.textContent).toContain('0.84 s');
    expect(summary.textContent).toContain('0.00%: proven optimal over every player');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('moves the focus to Cancel while solving and to the answer when it comes; a new horizon or Clear Squad puts the answer away (issue 31)', async () => {
    fakePlanner(json(202, { id: 'job-0001', kind: 'best-draft', firstGameweek: 5 }), [job('running'), job('done', { result })]);
    const view = render(<CompleteDraftPanel players={pool} squad={squadState()} planningFrom={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Complete draft' }));
    await tick(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await tick();
    await tick();
    expect(document.activeElement?.contains(screen.getByLabelText('Solver result'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Gameweeks to plan'), { target: { value: '3' } });
    expect(screen.queryByLabelText('Solver result')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Complete draft' }));
    await tick(0);
    await tick();
    await tick();
    expect(screen.getByLabelText('Solver result')).toBeTruthy();
    view.rerender(<CompleteDraftPanel players={pool} squad={squadState(jest.fn(), [])} planningFrom={5} />);
    expect(screen.queryByLabelText('Solver result')).toBeNull();
  });

  it('says in words that a full squad leaves nothing to fill, and does not start', () => {
    const calls = fakePlanner(json(202, { id: 'job-0001', kind: 'best-draft', firstGameweek: 5 }), [job('running')]);
    render(<CompleteDraftPanel players={pool} squad={squadState(jest.fn(), pool.slice(0, 15))} planningFrom={5} />);
    expect(screen.getByText('Your squad is full: remove players to let the solver choose their replacements.')).toBeTruthy();
    expect(screen.queryByText(/fills the 0 empty slots/)).toBeNull();
    const button = screen.getByRole('button', { name: 'Complete draft' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(calls).toHaveLength(0);
  });

  it('shows why a request is refused, in words', async () => {
    const fill = jest.fn();
    fakePlanner(json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The locked players cannot all be in one squad: Exceeds budget limit' }), []);
    render(<CompleteDraftPanel players={pool} squad={squadState(fill)} planningFrom={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Complete draft' }));
    await tick(0);
    expect(screen.getByRole('alert').textContent).toBe('The locked players cannot all be in one squad: Exceeds budget limit');
    expect(fill).not.toHaveBeenCalled();
  });

  it('sends excluded players and cancels a running solve, leaving the squad as it was', async () => {
    const fill = jest.fn();
    const calls = fakePlanner(json(202, { id: 'job-0001', kind: 'best-draft', firstGameweek: 5 }), [job('running')]);
    render(<CompleteDraftPanel players={pool} squad={squadState(fill)} planningFrom={5} />);
    const exclude = screen.getByLabelText('Exclude a player');
    fireEvent.focus(exclude);
    fireEvent.change(exclude, { target: { value: 'Player110' } });
    fireEvent.click(await screen.findByRole('option', { name: /Player110/ }));
    expect(screen.getByRole('list', { name: 'Excluded players' }).textContent).toContain('Player110');
    fireEvent.click(screen.getByRole('button', { name: 'Complete draft' }));
    await tick(0);
    expect(calls[0].body).toMatchObject({ excluded: [110] });
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await tick(0);
    expect(calls.at(-1)).toMatchObject({ url: '/api/solver/jobs/job-0001', method: 'DELETE' });
    expect(screen.getByRole('status').textContent).toBe('Cancelled: your squad is unchanged.');
    await tick(2000);
    expect(fill).not.toHaveBeenCalled();
  });
});
