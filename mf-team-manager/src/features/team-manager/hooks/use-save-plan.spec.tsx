/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createPlan, squadFromPlayers, type PlannerPlayer } from '@draftroom/domain';
import { createQueryClient } from '@draftroom/ui';
import { collectToasts, json, stubFetch } from '../../../shared/testing/render-with-client';
import { useSavePlan } from './use-save-plan';

// Fifteen made-up players (2-5-5-3) so a plan can be built without the market.
const players: PlannerPlayer[] = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4].map((position, i) => ({
  id: i + 1, position: position as PlannerPlayer['position'], team: (i % 10) + 1, teamName: `Club ${(i % 10) + 1}`, price: 5,
}));
const lookup = (id: number) => players.find((p) => p.id === id);
const plan = createPlan(squadFromPlayers(players.map((p) => p.id), 25, 4, lookup, (a, b) => a - b), 5, 1);

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

describe('useSavePlan: one save for plans from a team and from a draft (spec 7)', () => {
  it("posts the plan to /api/save-fpl-plan and says 'Plan Saved Successfully'", async () => {
    const fetchMock = stubFetch({ '/api/save-fpl-plan': json({ id: 7, name: 'GW5 plan', teamId: 1001, createdAt: '2026-01-10T10:00:00.000Z' }, 201) });
    const toasts = collectToasts();
    const saved = jest.fn();
    const { result } = renderHook(() => useSavePlan(), { wrapper });
    act(() => result.current.save(plan, 'GW5 plan', 1001, saved));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const body = JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string);
    expect(body).toMatchObject({ teamId: 1001, planName: 'GW5 plan', gameweekFormations: { 5: '4-4-2' }, gameweekBankAmounts: { 5: 25 } });
    expect(toasts).toContainEqual({ title: 'Plan Saved Successfully', description: 'Your plan "GW5 plan" has been saved.', variant: 'success' });
  });

  it('posts a plan from a draft to /api/save-plan, each gameweek complete, with the same toasts', async () => {
    const fetchMock = stubFetch({ '/api/save-plan': json({ id: 8, name: 'Draft plan', teamId: 77, createdAt: '2026-01-10T10:00:00.000Z' }, 201) });
    const toasts = collectToasts();
    const saved = jest.fn();
    const { result } = renderHook(() => useSavePlan('draft'), { wrapper });
    act(() => result.current.save(plan, 'Draft plan', 77, saved));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/save-plan');
    const body = JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string);
    expect(body).toMatchObject({ name: 'Draft plan', teamId: 77, transferHistory: [], gameweekBankAmounts: { 5: 25 } });
    expect(body.gameweekSquads['5']).toMatchObject({ formation: '4-4-2', players: expect.any(Array), pitchPlayers: expect.any(Array) });
    expect(body.gameweekSquads['5'].pitchPlayers).toHaveLength(11);
    expect(toasts).toContainEqual({ title: 'Plan Saved Successfully', description: 'Your plan "Draft plan" has been saved.', variant: 'success' });
  });

  it("answers a refusal with spec 7's failure toast word for word and keeps the server's reason for the form", async () => {
    stubFetch({ '/api/save-fpl-plan': json({ statusCode: 400, error: 'Bad Request', message: 'Gameweek 5: bank cannot be negative' }, 400) });
    const toasts = collectToasts();
    const saved = jest.fn();
    const { result } = renderHook(() => useSavePlan(), { wrapper });
    act(() => result.current.save(plan, 'Bad plan', 1001, saved));
    await waitFor(() => expect(result.current.problem).toBe('Gameweek 5: bank cannot be negative'));
    expect(saved).not.toHaveBeenCalled();
    expect(toasts).toContainEqual({
      title: 'Failed to Save Plan', description: 'An error occurred while saving your plan. Please try again.', variant: 'destructive',
    });
  });
});
