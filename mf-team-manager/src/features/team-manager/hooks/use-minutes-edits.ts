import { useSyncExternalStore } from 'react';
import { LAST_GAMEWEEK } from '@draftroom/domain';
import { MAX_EDITED_MINUTES, MAX_MINUTES_EDITS, type MinutesEdit } from '@draftroom/contracts';

/** Kept in this browser only, like the xPts edits (issue 30: "for this solve, kept per browser"). */
const STORAGE_KEY = 'draftroom.solver.minutesEdits';
const NONE: MinutesEdit[] = [];

const whole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** What the request's MinutesEditSchema accepts, checked without zod (the planner's chunk stays lean). */
function isMinutesEdit(e: unknown): e is MinutesEdit {
  if (typeof e !== 'object' || e === null) return false;
  const { id, gameweek, minutes } = e as Record<string, unknown>;
  return whole(id, 1, Number.MAX_SAFE_INTEGER) && (gameweek === null || whole(gameweek, 1, LAST_GAMEWEEK)) && whole(minutes, 0, MAX_EDITED_MINUTES);
}

function parse(raw: string | null): MinutesEdit[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isMinutesEdit).slice(0, MAX_MINUTES_EDITS) : NONE;
  } catch {
    return NONE; // corrupt: start with none
  }
}

/**
 * One list for the whole page, read from storage itself: the solver's settings, the pitch and the
 * player dialog show and change the same edits (useSyncExternalStore), another tab's changes
 * arrive by the storage event, and the parse runs again only when the stored text changed.
 */
let read: { raw: string | null; edits: MinutesEdit[] } = { raw: null, edits: NONE };
/** When storage is blocked or full, the edits still count for this visit. */
let unstored: string | null = null;
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return unstored ?? localStorage.getItem(STORAGE_KEY);
  } catch {
    return unstored;
  }
}

function snapshot(): MinutesEdit[] {
  const raw = stored();
  if (raw !== read.raw) read = { raw, edits: parse(raw) };
  return read.edits;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (e: StorageEvent) => e.key === STORAGE_KEY && listener();
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function write(next: MinutesEdit[]) {
  const raw = JSON.stringify(next);
  try {
    localStorage.setItem(STORAGE_KEY, raw);
    unstored = null;
  } catch {
    unstored = raw;
  }
  listeners.forEach((l) => l());
}

const sameCell = (a: MinutesEdit, b: Pick<MinutesEdit, 'id' | 'gameweek'>) => a.id === b.id && a.gameweek === b.gameweek;

/** A gameweek's own edit, or the every-gameweek one (null), replaces the one it matches. */
export const putMinutesEdit = (edit: MinutesEdit) => write([...snapshot().filter((e) => !sameCell(e, edit)), edit].slice(-MAX_MINUTES_EDITS));
export const removeMinutesEdit = (cell: Pick<MinutesEdit, 'id' | 'gameweek'>) => write(snapshot().filter((e) => !sameCell(e, cell)));

/** The manager's minutes per player (one gameweek, or every planned one), for the solver; kept in localStorage. */
export function useMinutesEdits() {
  const edits = useSyncExternalStore(subscribe, snapshot, () => NONE);
  return { edits, put: putMinutesEdit, remove: removeMinutesEdit };
}
