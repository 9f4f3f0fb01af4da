import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Player } from '@draftroom/contracts';
import { remainingBudget, squadCost, squadViolation, SQUAD_SIZE } from '@draftroom/domain';
import { toast } from '@draftroom/ui';
import { playersOf } from '../../../shared/hooks/use-player-index';

const STORAGE_KEY = 'draftroom:builder-squad';

function readStored(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return []; // storage blocked or corrupt: start empty
  }
}

export interface SquadState {
  squad: Player[];
  cost: number;
  remaining: number;
  isFull: boolean;
  /** Why the player cannot be added (spec 5 wording), or null. */
  refusalFor: (player: Player) => string | null;
  /** Adds the player or shows the refusal toast; true when he was added. */
  add: (player: Player) => boolean;
  remove: (player: Player) => void;
  clear: () => void;
  /** Replaces the squad with these players (the solver's completed draft, already checked by the domain). */
  fill: (ids: readonly number[]) => void;
  /** How many players the last Clear Squad removed, while it can still be undone (0 when it cannot). */
  clearedCount: number;
  /** Puts back the squad the last Clear Squad removed (until a player is picked again). */
  undoClear: () => void;
  /** Counts the undone clears, so the screen can put the focus back on Clear Squad after each. */
  restoredCount: number;
}

/**
 * The builder's squad: player ids kept in order of picking (and in localStorage, so a reload keeps
 * the work), every addition checked by the one squad rule of libs/domain, with the spec's toasts.
 */
export function useSquad(index: ReadonlyMap<number, Player>): SquadState {
  const [ids, setIds] = useState<number[]>(readStored);
  // The squad Clear Squad removed, kept until the next pick, so a slip of the finger is undone in one press.
  const [cleared, setCleared] = useState<number[]>([]);
  const squad = useMemo(() => playersOf(ids, index), [ids, index]);

  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
    } catch {
      /* storage full or blocked: the squad still works for this visit */
    }
  }, [ids]);

  const refusalFor = useCallback((player: Player) => squadViolation(squad, player), [squad]);

  const add = useCallback(
    (player: Player) => {
      const refusal = squadViolation(squad, player);
      if (refusal) {
        toast({ title: 'Cannot select player', description: refusal, variant: 'destructive' });
        return false;
      }
      setIds((current) => (current.includes(player.id) ? current : [...current, player.id]));
      setCleared([]);
      toast({ title: 'Player selected', description: `${player.web_name} added to your squad`, variant: 'success' });
      return true;
    },
    [squad],
  );

  const remove = useCallback((player: Player) => {
    setIds((current) => current.filter((id) => id !== player.id));
    toast({ title: 'Player removed', description: `${player.web_name} removed from your squad` });
  }, []);

  const [restoredCount, setRestoredCount] = useState(0);
  // What an undo would put back now: nothing once a player has been picked since the clear. The
  // toast's Undo reads it when pressed, not when the toast was made.
  const undoable = useRef<number[]>([]);
  useEffect(() => {
    undoable.current = ids.length === 0 ? cleared : [];
  }, [ids, cleared]);
  const restore = useCallback((before: number[]) => {
    if (before.length === 0) return;
    setIds(before);
    setCleared([]);
    setRestoredCount((n) => n + 1);
    toast({ title: 'Squad restored', description: `${before.length} players are back in your squad.`, variant: 'success' });
  }, []);

  const clear = useCallback(() => {
    const before = ids;
    undoable.current = before;
    setCleared(before);
    setIds([]);
    // The toast carries the undo too: at 1280x900 it sat over the card's own Undo button (issue 31).
    toast({
      title: 'Squad cleared',
      description: 'All players have been removed from your squad.',
      action: { label: `Undo Clear Squad (${before.length} players)`, onAction: () => restore(undoable.current) },
    });
  }, [ids, restore]);

  const undoClear = useCallback(() => restore(cleared), [cleared, restore]);

  const fill = useCallback((next: readonly number[]) => {
    setIds([...next]);
    setCleared([]);
  }, []);

  return {
    squad,
    cost: squadCost(squad),
    remaining: remainingBudget(squad),
    isFull: squad.length === SQUAD_SIZE,
    refusalFor,
    add,
    remove,
    clear,
    fill,
    clearedCount: ids.length === 0 ? cleared.length : 0,
    undoClear,
    restoredCount,
  };
}
