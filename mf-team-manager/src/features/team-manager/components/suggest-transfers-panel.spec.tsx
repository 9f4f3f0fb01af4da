/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Player } from '@draftroom/contracts';
import { createPlan, planSquads, planTransfers, squadFromPlayers, type PlanState } from '@draftroom/domain';
import { aPlayer, fakeJsonResponse, fakeSolverPlanner, type FakeResponse } from '@draftroom/testing';
import { buildMarket } from '../../../shared/hooks/use-market';
import { usePlan } from '../hooks/use-plan';
import { SuggestTransfersPanel } from './suggest-transfers-panel';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  localStorage.clear();
});

// Fifteen owned (2 GK, 5 DEF, 5 MID, 3 FWD, ids 100-114) and two to buy, each from his own club.
const POSITIONS = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 2, 3];
const players: Player[] = POSITIONS.map((position, i) => aPlayer({ id: 100 + i, web_name: `Player${100 + i}`, position, team: i + 1, price: 5 }));
const market = buildMarket(players, [], []);
const owned = players.slice(0, 15).map((p) => p.id);
const startingPlan = (): PlanState => createPlan(squadFromPlayers(owned, 10, 4, market.lookup, (a, b) => a - b), 5, 1);

let shown: PlanState | undefined;
function Harness({ initial }: { initial: PlanState }) {
  const editor = usePlan(initial, market);
  shown = editor.plan;
  return <SuggestTransfersPanel editor={editor} market={market} />;
}

const json = fakeJsonResponse;
const eleven = (fifthMidfielder: number) => [100, 102, 103, 104, 115, 107, 108, 109, fifthMidfielder, 112, 113];
const gameweek = (gw: number, transfers: object[], hits = 0) => ({
  gameweek: gw, chip: null as string | null, formation: '4-4-2', starters: eleven(gw === 5 ? 110 : 116), bench: [101, 105, 110, 114], captain: 112, viceCaptain: 107, xpts: 55.5, benchXpts: 3,
  transfers, freeTransfers: 1, hits, bank: 10, squad: [], gainVsRoll: transfers.length ? 2.25 : 0,
});
const result = {
  gameweeks: [gameweek(5, [{ out: 105, in: 115, sellingPrice: 50, price: 50 }]), gameweek(6, [{ out: 111, in: 116, sellingPrice: 50, price: 50 }])],
  projectedPoints: 111.25, rollPoints: 104.5, horizon: 2, benchWeight: 0.1, discount: 1,
  proof: { status: 'time-limit', objective: 112, bound: 113.12, gap: 0.01, solveSeconds: 20.01, model: { players: 17, playersInFinalModel: 17 } },
};
const job = (state: string, extra: object = {}) => ({
  id: 'job-0002', kind: 'transfers', state, firstGameweek: 5, result: null, error: null,
  progress: { stage: 'Solving', elapsedSeconds: 2.5, timeLimitSeconds: 20, ahead: 0 }, ...extra,
});

const fakePlanner = (start: FakeResponse, answers: object[]) => fakeSolverPlanner(start, answers, job('cancelled'));

const tick = (ms = 500) => act(async () => void jest.advanceTimersByTime(ms));

describe('Suggest transfers panel (issue 15)', () => {
  beforeEach(() => jest.useFakeTimers());

  it('asks with the plan\'s squad, selling prices, bank and options, shows each gameweek, and applies it to the planner', async () => {
    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('running'), job('done', { result })]);
    render(<Harness initial={startingPlan()} />);
    expect((screen.getByLabelText('Gameweeks to plan') as HTMLSelectElement).value).toBe('6');
    fireEvent.change(screen.getByLabelText('Gameweeks to plan'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Max hits'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Weight of each later gameweek'), { target: { value: '0.9' } });
    fireEvent.change(screen.getByLabelText('Value of a free transfer saved'), { target: { value: '1.75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    expect(calls[0]).toMatchObject({ url: '/api/solver/transfers', method: 'POST' });
    const body = calls[0].body as { squad: Array<{ id: number }> };
    expect([...body.squad].sort((a, b) => a.id - b.id)).toEqual(owned.map((id) => ({ id, sellingPrice: 50 })));
    expect(body).toEqual({
      squad: expect.any(Array), bank: 10, freeTransfers: 1, chipsPlayed: [], chipOptions: [],
      horizon: 2, maxHits: 0, maxTransfersPerGameweek: null, keep: [], avoid: [], discount: 0.9, freeTransferValue: 1.75, bankValue: 0, xptsEdits: [], minutesEdits: [],
    });
    await tick();
    expect(screen.getByRole('status').textContent).toBe('Solving: 2.5 s of at most 20 s');
    await tick();
    const heading = screen.getByRole('heading', { name: 'Suggested plan, GW5-6' });
    expect(document.activeElement).toBe(heading);
    const gw5 = screen.getByTestId('suggested-gw-5').textContent;
    expect(gw5).toContain('Out Player105 (£5.0m) → In Player115 (£5.0m)');
    expect(gw5).toContain('+2.25 xPts');
    expect(gw5).toContain('Player112 (vice Player107)');
    const summary = screen.getByLabelText('Solver result').textContent;
    expect(summary).toContain('111.25 xPts (rolling every transfer: 104.50)');
    expect(summary).toContain('20.01 s');
    expect(summary).toContain('1.00%: time limit reached, best plan found');

    fireEvent.click(screen.getByRole('button', { name: 'Apply to planner' }));
    expect(planTransfers(shown!).map((t) => [t.gameweek, t.playerOut, t.playerIn])).toEqual([[5, 105, 115], [6, 111, 116]]);
    expect(planSquads(shown!)[6]).toMatchObject({ captainId: 112, viceCaptainId: 107, formation: '4-4-2' });
    expect(document.activeElement).toBe(screen.getByTestId('suggest-applied'));
    expect(screen.getByTestId('suggest-applied').textContent).toContain('Applied: 2 transfers from GW5');
  });

  it('sends the chips chosen per gameweek, shows the chip played and applies it through the planner (issue 30)', async () => {
    const withChip = { ...result, gameweeks: [result.gameweeks[0], { ...result.gameweeks[1], chip: '3xc' }] };
    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('done', { result: withChip })]);
    render(<Harness initial={{ ...startingPlan(), chipsPlayed: [{ chip: 'wildcard', gameweek: 2 }] }} />);
    fireEvent.change(screen.getByLabelText('Gameweeks to plan'), { target: { value: '2' } });
    expect(screen.queryByLabelText('Wildcard in GW5')).toBeNull(); // played in GW2, this half
    expect(screen.getAllByText('Played GW2')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Triple Captain in GW6'), { target: { value: 'forced' } });
    fireEvent.change(screen.getByLabelText('Bench Boost in GW5'), { target: { value: 'allowed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    expect(calls[0].body).toMatchObject({
      chipsPlayed: [{ chip: 'wildcard', gameweek: 2 }],
      chipOptions: [{ chip: 'bboost', gameweek: 5, choice: 'allowed' }, { chip: '3xc', gameweek: 6, choice: 'forced' }],
    });
    await tick();
    expect(screen.getByTestId('suggested-chip-6').textContent).toBe('Triple Captain');
    fireEvent.click(screen.getByRole('button', { name: 'Apply to planner' }));
    expect(planSquads(shown!)[6].chip).toBe('3xc');
    expect(screen.getByTestId('suggest-applied').textContent).toContain('and Triple Captain in GW6');
  });

  it('compares chip plans one solve after another and shows the best, ready to apply (issue 30)', async () => {
    const plan = (points: number, chip: string | null) => ({
      ...result, projectedPoints: points, gameweeks: [result.gameweeks[0], { ...result.gameweeks[1], chip }],
    });
    const answers = [plan(100, null), plan(108.5, 'wildcard'), plan(102.25, 'freehit'), plan(99, null), plan(104, '3xc')].map((r) => job('done', { result: r }));
    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), answers);
    render(<Harness initial={startingPlan()} />);
    fireEvent.change(screen.getByLabelText('Gameweeks to plan'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare chip plans' }));
    for (let i = 0; i < 5; i += 1) {
      await tick(0);
      await tick();
    }
    const posts = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { chipOptions: Array<{ chip: string }> }).chipOptions.map((o) => o.chip));
    expect(posts).toEqual([[], ['wildcard', 'wildcard'], ['freehit', 'freehit'], ['bboost', 'bboost'], ['3xc', '3xc']]);
    expect(screen.getByTestId('chip-plan-freehit').textContent).toContain('+2.25');
    expect(screen.getByTestId('chip-plan-wildcard').textContent).toContain('GW6');
    expect(screen.getByTestId('chip-plan-wildcard').textContent).toContain('+8.50');
    expect(screen.getByTestId('chip-plan-bboost').textContent).toContain('Not worth playing');
    expect(screen.getByLabelText('Solver result').textContent).toContain('108.50 xPts');
    fireEvent.click(screen.getByRole('button', { name: 'Show the Triple Captain plan' }));
    expect(screen.getByLabelText('Solver result').textContent).toContain('104.00 xPts');
  });

  it("sends the manager's own xPts of the planned gameweeks, kept in this browser (issue 30)", async () => {
    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('running')]);
    const view = render(<Harness initial={startingPlan()} />);
    const box = within(screen.getByRole('group', { name: 'Your own xPts for this solve' })).getByLabelText('Player');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Player116' } });
    fireEvent.click(await screen.findByRole('option', { name: /Player116/ }));
    fireEvent.change(screen.getByLabelText('Your xPts', { selector: 'input' }), { target: { value: '9.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use my xPts' }));
    expect(screen.getByTestId('xpts-edit-116-5').textContent).toContain('Player116 GW5: 9.50');
    view.unmount();
    render(<Harness initial={startingPlan()} />); // a reload keeps it
    expect(screen.getByTestId('xpts-edit-116-5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    expect(calls[0].body).toMatchObject({ xptsEdits: [{ id: 116, gameweek: 5, xpts: 9.5 }] });
  });

  it("sends the manager's minutes, checked as typed, shown edited with the xPts they give, and resettable (decision 217)", async () => {
    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('running')]);
    const planner = globalThis.fetch;
    // The stats service's projection of player 116, ours (80 min) and at the minutes set.
    const projection = (minutes?: number) => ({
      playerId: 116, asOfGameweek: 4, ...(minutes === undefined ? {} : { setMinutes: minutes }),
      gameweeks: [5, 6].map((gameweek) => ({
        gameweek, expectedMinutes: minutes ?? 80, chanceToPlay: 1, chanceOf60: 1, xpts: minutes === undefined ? 4 : minutes / 20,
        parts: { appearance: 0, goals: 0, assists: 0, cleanSheet: 0, saves: 0, bonus: 0, defensiveContributions: 0, cards: 0 },
      })),
    });
    globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
      const asked = /\/api\/players\/116\/projection(?:\?minutes=(\d+))?$/.exec(String(url));
      return asked ? json(200, projection(asked[1] === undefined ? undefined : Number(asked[1]))) : planner(url, init);
    }) as typeof fetch;
    render(<QueryClientProvider client={new QueryClient()}><Harness initial={startingPlan()} /></QueryClientProvider>);
    const group = within(screen.getByRole('group', { name: 'Your minutes for this solve' }));
    const box = group.getByLabelText('Player');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Player116' } });
    fireEvent.click(await screen.findByRole('option', { name: /Player116/ }));
    expect(await group.findByText(/Ours in GW5: 80 min, 100% to play/)).toBeTruthy();
    const minutes = group.getByLabelText('Minutes in each match');
    fireEvent.change(minutes, { target: { value: '4O' } });
    expect(group.getByText('Minutes must be a whole number, 0 to 90 (digits only).')).toBeTruthy();
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(minutes, { target: { value: '95' } });
    expect(group.getByText('Minutes must be 0 to 90: a match has 90.')).toBeTruthy();
    fireEvent.click(group.getByRole('button', { name: 'Use these minutes' }));
    expect(group.queryByTestId('minutes-edit-116-all')).toBeNull();
    fireEvent.change(minutes, { target: { value: '40' } });
    fireEvent.submit(minutes.closest('form')!);
    await waitFor(() => expect(group.getByTestId('minutes-edit-116-all').textContent).toBe('Edited Player116, every planned gameweek: 40 min GW5: 2.00 xPts (ours 4.00 at 80 min) Reset'));
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ minutesEdits: [{ id: 116, gameweek: null, minutes: 40 }] });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await tick(0);
    fireEvent.click(group.getByRole('button', { name: "Reset Player116's minutes for every planned gameweek to ours" }));
    expect(group.queryByTestId('minutes-edit-116-all')).toBeNull();
    // The Reset button went with its line: the focus is on what happened.
    expect(document.activeElement?.textContent).toBe('Reset: Player116 plays our minutes in every planned gameweek.');
  });

  it('shows the best plan so far and its gap while the solve runs (issue 30)', async () => {
    const soFar = job('running', { progress: { stage: 'Solving', elapsedSeconds: 1.5, timeLimitSeconds: 20, ahead: 0, incumbent: 310.4, bound: 314.2 } });
    fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('running'), soFar]);
    render(<Harness initial={startingPlan()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    await tick();
    expect(screen.queryByTestId('solver-so-far')).toBeNull();
    await tick();
    expect(screen.getByTestId('solver-so-far').textContent).toBe('Best so far 310.40, within 1.22% of the best possible');
  });

  it('runs a sensitivity analysis as a job and shows how often each first move won (issue 30)', async () => {
    const analysis = {
      firstGameweek: 5, runs: 20, requested: 20, meanPoints: 110.4, sdPoints: 3.25,
      moves: [{ transfers: [{ out: 105, in: 115 }], count: 13, share: 0.65 }, { transfers: [], count: 7, share: 0.35 }],
    };
    const counting = job('running', { kind: 'sensitivity', progress: { stage: 'Solving', elapsedSeconds: 4, timeLimitSeconds: 40, ahead: 0, completed: 6, total: 20 } });
    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'sensitivity', firstGameweek: 5 }), [counting, job('done', { kind: 'sensitivity', result: analysis })]);
    render(<Harness initial={startingPlan()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run sensitivity analysis' }));
    await tick(0);
    expect(calls[0]).toMatchObject({ url: '/api/solver/sensitivity', method: 'POST', body: { runs: 20, horizon: 6 } });
    await tick();
    expect(screen.getByTestId('solver-so-far').textContent).toBe('6 of 20 solves done');
    await tick();
    const moves = screen.getAllByTestId('sensitivity-move').map((row) => row.textContent);
    expect(moves).toEqual(['Player105 → Player11513 of 2065%', 'Roll the transfer7 of 2035%']);
    expect(screen.getByTestId('sensitivity-spread').textContent).toContain('mean 110.40, spread (standard deviation) 3.25');
  });

  it('sends the players to keep (from the squad) and to avoid', async () => {
    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('running')]);
    render(<Harness initial={startingPlan()} />);
    const choose = async (label: string, name: string) => {
      const box = screen.getByLabelText(label);
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: name } });
      fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
    };
    await choose('Keep a player', 'Player112');
    await choose('Avoid a player', 'Player116');
    expect(screen.getByRole('list', { name: 'Players to keep' }).textContent).toContain('Player112');
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    expect(calls[0].body).toMatchObject({ keep: [112], avoid: [116], horizon: 6, maxHits: null, discount: 1 });
  });

  it('asks before replacing transfers already planned', async () => {
    fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('done', { result })]);
    const first = render(<Harness initial={startingPlan()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Apply to planner' }));
    first.unmount();
    render(<Harness initial={shown!} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Apply to planner' }));
    expect(screen.getByText('The transfers and chips already in your plan will be replaced by the suggestion.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(screen.getByRole('button', { name: 'Apply to planner' })).toBeTruthy();
  });

  it('says in words why the solver refuses, and cancels a running solve', async () => {
    fakePlanner(json(400, { statusCode: 400, error: 'Bad Request', message: 'Players to keep lists a player twice' }), []);
    const view = render(<Harness initial={startingPlan()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    expect(screen.getByRole('alert').textContent).toBe('Players to keep lists a player twice');
    view.unmount();

    const calls = fakePlanner(json(202, { id: 'job-0002', kind: 'transfers', firstGameweek: 5 }), [job('running')]);
    render(<Harness initial={startingPlan()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest transfers' }));
    await tick(0);
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await tick(0);
    expect(calls.at(-1)).toMatchObject({ url: '/api/solver/jobs/job-0002', method: 'DELETE' });
    expect(screen.getByRole('status').textContent).toBe('Cancelled: your plan is unchanged.');
  });
});
