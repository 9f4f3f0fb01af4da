import { useCallback, useEffect, useState } from 'react';
import { XptsEditSchema, type XptsEdit } from '@draftroom/contracts';

/** Kept in this browser only (issue 30: "for this solve, kept per browser"). */
const STORAGE_KEY = 'draftroom.solver.xptsEdits';

function readStored(): XptsEdit[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.flatMap((e) => { const ok = XptsEditSchema.safeParse(e); return ok.success ? [ok.data] : []; }) : [];
  } catch {
    return []; // storage blocked or corrupt: start with none
  }
}

const sameCell = (a: XptsEdit, b: Pick<XptsEdit, 'id' | 'gameweek'>) => a.id === b.id && a.gameweek === b.gameweek;

/** The manager's own xPts per player and gameweek, for the solver, kept in localStorage. */
export function useXptsEdits() {
  const [edits, setEdits] = useState<XptsEdit[]>(readStored);
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(edits));
    } catch {
      /* storage full or blocked: the edits still count for this visit */
    }
  }, [edits]);
  const put = useCallback((edit: XptsEdit) => setEdits((list) => [...list.filter((e) => !sameCell(e, edit)), edit]), []);
  const remove = useCallback((cell: Pick<XptsEdit, 'id' | 'gameweek'>) => setEdits((list) => list.filter((e) => !sameCell(e, cell))), []);
  return { edits, put, remove };
}
