import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_DRAFT_HORIZON, SOLVER_MAX_HORIZON, type BestDraftResultPayload, type Player } from '@draftroom/contracts';
import { formatXpts, SQUAD_SIZE } from '@draftroom/domain';
import { Button, PlayerChips, PlayerCombobox, playerChoices, SolverProgressStatus, solverGapText } from '@draftroom/ui';
import type { SquadState } from '../hooks/use-squad';
import { useCompleteDraft, type CompleteDraftState } from '../hooks/use-complete-draft';
import './complete-draft-panel.css';

export interface CompleteDraftPanelProps {
  players: Player[];
  squad: SquadState;
  planningFrom?: number;
}

const HORIZONS = Array.from({ length: SOLVER_MAX_HORIZON }, (_, i) => i + 1);

/**
 * "Complete draft" (issue 15): the players picked stay, the solver fills the empty slots with the
 * fifteen that score most over the next gameweeks (best eleven, captain doubled, bench at a small
 * weight), within the budget and club limits. The user still saves the usual way.
 */
export function CompleteDraftPanel({ players, squad, planningFrom }: CompleteDraftPanelProps) {
  const id = useId();
  const [horizon, setHorizon] = useState(DEFAULT_DRAFT_HORIZON);
  const [excluded, setExcluded] = useState<number[]>([]);
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const picked = squad.squad.map((p) => p.id);
  const choices = useMemo(
    () => playerChoices(players).filter((c) => !excluded.includes(c.playerId) && !picked.includes(c.playerId)),
    [players, excluded, picked],
  );
  const { state, start, cancel, reset } = useCompleteDraft((result) => squad.fill(lockedFirst(picked, result, byId)));
  const solving = state.kind === 'solving';
  // A result speaks of the squad and horizon it was asked for: Clear Squad or another horizon
  // puts it away (issue 31), so an old projection is never read as the new squad's.
  const cleared = picked.length === 0;
  useEffect(() => void (cleared && reset()), [cleared, reset]);
  // Focus follows the solve (issue 31): the button is disabled while it runs, so Cancel takes the
  // focus; the answer (or the failure) takes it when it arrives.
  const outcome = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.kind === 'solving') cancelButton.current?.focus();
    else if (state.kind !== 'idle') outcome.current?.focus();
  }, [state.kind]);
  const empty = SQUAD_SIZE - picked.length;
  const last = planningFrom ? planningFrom + horizon - 1 : undefined;

  return (
    <section className="builder-complete" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="builder-complete__title">Complete draft with the solver</h3>
      <p className="builder-complete__hint">
        {empty === 0 ? FULL_SQUAD : (
          <>
            Keeps the {picked.length} player{picked.length === 1 ? '' : 's'} you picked and fills the {empty} empty slot{empty === 1 ? '' : 's'} with
            the squad that scores the most expected points{planningFrom ? ` from gameweek ${planningFrom}${last !== planningFrom ? ` to ${last}` : ''}` : ''}.
          </>
        )}
      </p>
      <div className="builder-complete__options">
        <label htmlFor={`${id}-horizon`}>Gameweeks to plan</label>
        <select id={`${id}-horizon`} value={horizon} disabled={solving} onChange={(e) => { setHorizon(Number(e.target.value)); reset(); }}>
          {HORIZONS.map((h) => <option key={h} value={h}>{h}</option>)}
        </select>
        <label htmlFor={`${id}-exclude`}>Exclude a player</label>
        <PlayerCombobox id={`${id}-exclude`} label="player to exclude" options={choices} value={null}
          onChange={(playerId) => playerId != null && setExcluded((list) => [...list, playerId])} />
      </div>
      <PlayerChips label="Excluded players" verb="excluding" ids={excluded} disabled={solving}
        nameOf={(playerId) => byId.get(playerId)?.web_name ?? String(playerId)}
        onRemove={(playerId) => setExcluded((list) => list.filter((x) => x !== playerId))} />
      <div className="builder-complete__actions">
        <Button onClick={() => start({ locked: picked, excluded, horizon })} disabled={solving || empty === 0}
          title={empty === 0 ? FULL_SQUAD : undefined}>
          Complete draft
        </Button>
        {solving && <Button ref={cancelButton} variant="secondary" onClick={cancel}>Cancel</Button>}
      </div>
      <div ref={outcome} tabIndex={-1} className="builder-complete__outcome">
        <CompleteDraftStatus state={state} />
      </div>
    </section>
  );
}

/** Said in the hint, not only on the disabled button, which neither keyboard nor touch can reach. */
const FULL_SQUAD = 'Your squad is full: remove players to let the solver choose their replacements.';

/** The result's squad with the picked players first, in the order they were picked. */
function lockedFirst(picked: number[], result: BestDraftResultPayload, byId: ReadonlyMap<number, Player>): number[] {
  const added = result.squad.filter((playerId) => !picked.includes(playerId))
    .sort((a, b) => (byId.get(a)?.position ?? 0) - (byId.get(b)?.position ?? 0));
  return [...picked, ...added];
}

function CompleteDraftStatus({ state }: { state: CompleteDraftState }) {
  if (state.kind === 'solving') return <SolverProgressStatus progress={state.progress} />;
  if (state.kind === 'failed') return <p className="builder-complete__error" role="alert">{state.message}</p>;
  if (state.kind === 'cancelled') return <p className="builder-complete__status" role="status">Cancelled: your squad is unchanged.</p>;
  if (state.kind !== 'done') return null;
  const { result } = state;
  const { proof } = result;
  const first = result.gameweeks[0]?.gameweek;
  const lastGw = result.gameweeks[result.gameweeks.length - 1]?.gameweek;
  return (
    <dl className="builder-complete__result" aria-label="Solver result">
      <div><dt>Projected points</dt><dd>{formatXpts(result.projectedPoints)} xPts (GW{first}{lastGw !== first ? `-${lastGw}` : ''}, best eleven, captain doubled)</dd></div>
      <div><dt>Bench weight</dt><dd>{result.benchWeight} of each bench player's xPts counted</dd></div>
      <div><dt>Time taken</dt><dd>{proof.solveSeconds.toFixed(2)} s</dd></div>
      <div><dt>Optimality gap</dt><dd>{solverGapText(proof, 'squad')}</dd></div>
    </dl>
  );
}
