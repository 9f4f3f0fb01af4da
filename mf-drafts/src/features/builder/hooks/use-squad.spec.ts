/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, renderHook } from '@testing-library/react';
import { TOAST_EVENT, type ToastInput } from '@draftroom/ui';
import type { Player } from '@draftroom/contracts';
import { aPlayer } from '../../../shared/testing/factories';
import { useSquad } from './use-squad';

const players: Player[] = [aPlayer({ id: 1, position: 1, teamShortName: 'ARS', team: 1 }), aPlayer({ id: 2, position: 2, teamShortName: 'CHE', team: 2 })];
const index = new Map(players.map((p) => [p.id, p]));

beforeEach(() => localStorage.clear());

describe('Clear Squad can be undone (issue 31)', () => {
  it('puts the cleared squad back, until a player is picked again', () => {
    const { result } = renderHook(() => useSquad(index));
    act(() => void result.current.add(players[0]));
    act(() => void result.current.add(players[1]));
    act(() => result.current.clear());
    expect(result.current.squad).toHaveLength(0);
    expect(result.current.clearedCount).toBe(2);
    act(() => result.current.undoClear());
    expect(result.current.squad.map((p) => p.id)).toEqual([1, 2]);
    expect(result.current.clearedCount).toBe(0);

    act(() => result.current.clear());
    act(() => void result.current.add(players[1]));
    expect(result.current.clearedCount).toBe(0);
  });

  it("says so in a toast that carries its own Undo, which does nothing once a player has been picked since", () => {
    const toasts: ToastInput[] = [];
    const listen = (event: Event) => toasts.push((event as CustomEvent<ToastInput>).detail);
    window.addEventListener(TOAST_EVENT, listen);
    try {
      const { result } = renderHook(() => useSquad(index));
      act(() => void result.current.add(players[0]));
      act(() => void result.current.add(players[1]));
      act(() => result.current.clear());
      const cleared = toasts.at(-1)!;
      expect(cleared.title).toBe('Squad cleared');
      expect(cleared.action?.label).toBe('Undo Clear Squad (2 players)');
      act(() => cleared.action!.onAction());
      expect(result.current.squad.map((p) => p.id)).toEqual([1, 2]);
      expect(toasts.at(-1)).toMatchObject({ title: 'Squad restored', description: '2 players are back in your squad.' });
      expect(result.current.restoredCount).toBe(1);

      act(() => result.current.clear());
      const again = toasts.at(-1)!;
      act(() => void result.current.add(players[1]));
      act(() => again.action!.onAction());
      expect(result.current.squad.map((p) => p.id)).toEqual([2]);
      expect(result.current.restoredCount).toBe(1);
    } finally {
      window.removeEventListener(TOAST_EVENT, listen);
    }
  });
});
