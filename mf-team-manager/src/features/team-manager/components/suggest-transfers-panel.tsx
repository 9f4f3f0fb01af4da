import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_TRANSFERS_HORIZON, SOLVER_MAX_HORIZON } from '@draftroom/contracts';
import { allSlots, isSquadComplete, planHasChanges, squadFor } from '@draftroom/domain';
import { Button, PlayerChips, PlayerCombobox, playerChoices, SolverProgressStatus } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import type { PlanEditor } from '../hooks/use-plan';
import { suggestRequest, useSuggestTransfers } from '../hooks/use-suggest-transfers';
import { SuggestionResult } from './suggestion-result';
import './suggest-transfers.css';

const HORIZONS = Array.from({ length: SOLVER_MAX_HORIZON }, (_, i) => i + 1);
const LIMITS = [0, 1, 2, 3, 4, 5];

/**
 * "Suggest transfers" (issue 15): the solver plans the next gameweeks from the plan's starting
 * squad, bank, selling prices and free transfers; the answer is shown gameweek by gameweek and
 * can be applied to the planner, to review, edit and save as a normal plan.
 */
export function SuggestTransfersPanel({ editor, market }: { editor: PlanEditor; market: Market }) {
  const id = useId();
  const [horizon, setHorizon] = useState(DEFAULT_TRANSFERS_HORIZON);
  const [maxHits, setMaxHits] = useState<number | null>(null);
  const [maxPerGameweek, setMaxPerGameweek] = useState<number | null>(null);
  const [discount, setDiscount] = useState(1);
  const [keep, setKeep] = useState<number[]>([]);
  const [avoid, setAvoid] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Said after Apply, and focused: the result (and the button) go away, the focus must not.
  const [applied, setApplied] = useState<string | null>(null);
  const appliedNote = useRef<HTMLParagraphElement>(null);
  const { state, start, cancel, reset } = useSuggestTransfers();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const solving = state.kind === 'solving';
  const opening = squadFor(editor.plan, {}, editor.plan.firstGameweek);
  const owned = useMemo(() => new Set(allSlots(opening).map((s) => s.playerId)), [opening]);
  const choices = useMemo(() => playerChoices(market.players), [market]);
  const keepChoices = choices.filter((c) => owned.has(c.playerId) && !keep.includes(c.playerId) && !avoid.includes(c.playerId));
  const avoidChoices = choices.filter((c) => !keep.includes(c.playerId) && !avoid.includes(c.playerId));
  const complete = isSquadComplete(opening);
  const nameOf = (playerId: number) => market.player(playerId)?.web_name ?? `Player ${playerId}`;

  useEffect(() => {
    if (state.kind === 'done') resultHeading.current?.focus();
  }, [state.kind]);
  useEffect(() => {
    if (applied) appliedNote.current?.focus();
  }, [applied]);

  const suggest = () => {
    setConfirming(false);
    setApplied(null);
    start(suggestRequest(editor.plan, market.lookup, { horizon, maxHits, maxTransfersPerGameweek: maxPerGameweek, keep, avoid, discount }));
  };
  const apply = () => {
    if (state.kind !== 'done') return;
    if (editor.applySuggestion(state.result.gameweeks)) {
      const count = state.result.gameweeks.reduce((n, gw) => n + gw.transfers.length, 0);
      setConfirming(false);
      setApplied(`Applied: ${count} transfer${count === 1 ? '' : 's'} from GW${editor.plan.firstGameweek}. Review them on the pitch and in Transfers, then Save Plan.`);
      reset();
    }
  };
  const limitSelect = (label: string, value: number | null, set: (v: number | null) => void, suffix: string) => (
    <>
      <label htmlFor={`${id}-${suffix}`}>{label}</label>
      <select id={`${id}-${suffix}`} className="dr-select" value={value ?? ''} disabled={solving}
        onChange={(e) => set(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">No limit</option>
        {LIMITS.map((n) => <option key={n} value={n}>{n}</option>)}
      </select>
    </>
  );

  return (
    <section className="tm-panel tm-suggest" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="tm-panel__title">Suggest transfers</h2>
      <p className="tm-suggest__hint">
        The solver plans transfers, captain and eleven from GW{editor.plan.firstGameweek} with your squad, bank, selling prices and
        free transfers, taking a -4 hit only when it pays.
      </p>
      <div className="tm-suggest__options">
        <label htmlFor={`${id}-horizon`}>Gameweeks to plan</label>
        <select id={`${id}-horizon`} className="dr-select" value={horizon} disabled={solving} onChange={(e) => setHorizon(Number(e.target.value))}>
          {HORIZONS.map((h) => <option key={h} value={h}>{h}</option>)}
        </select>
        {limitSelect('Max hits', maxHits, setMaxHits, 'hits')}
        {limitSelect('Max transfers per gameweek', maxPerGameweek, setMaxPerGameweek, 'per-gw')}
        <label htmlFor={`${id}-discount`}>Weight of each later gameweek</label>
        <input id={`${id}-discount`} className="dr-input" type="number" min={0.5} max={1} step={0.05} value={discount} disabled={solving}
          aria-describedby={`${id}-discount-hint`} onChange={(e) => setDiscount(Number(e.target.value))} />
        <span id={`${id}-discount-hint`} className="tm-suggest__note">1 counts every gameweek fully; 0.9 counts the next one at 90%, and so on.</span>
        <label htmlFor={`${id}-keep`}>Keep a player</label>
        <PlayerCombobox id={`${id}-keep`} label="player to keep" options={keepChoices} value={null}
          onChange={(playerId) => playerId != null && setKeep((list) => [...list, playerId])} />
        <label htmlFor={`${id}-avoid`}>Avoid a player</label>
        <PlayerCombobox id={`${id}-avoid`} label="player to avoid" options={avoidChoices} value={null}
          onChange={(playerId) => playerId != null && setAvoid((list) => [...list, playerId])} />
      </div>
      <PlayerChips label="Players to keep" verb="keeping" ids={keep} nameOf={nameOf} disabled={solving} onRemove={(x) => setKeep((l) => l.filter((y) => y !== x))} />
      <PlayerChips label="Players to avoid" verb="avoiding" ids={avoid} nameOf={nameOf} disabled={solving} onRemove={(x) => setAvoid((l) => l.filter((y) => y !== x))} />
      <div className="tm-suggest__actions">
        <Button onClick={suggest} disabled={solving || !complete}
          title={complete ? undefined : 'Fill every slot (15 players) before asking for transfers'}>Suggest transfers</Button>
        {solving && <Button variant="secondary" onClick={cancel}>Cancel</Button>}
      </div>
      {solving && <SolverProgressStatus progress={state.progress} />}
      {state.kind === 'failed' && <p className="tm-suggest__error" role="alert">{state.message}</p>}
      {state.kind === 'cancelled' && <p role="status">Cancelled: your plan is unchanged.</p>}
      {applied && state.kind === 'idle' && <p ref={appliedNote} tabIndex={-1} role="status" data-testid="suggest-applied">{applied}</p>}
      {state.kind === 'done' && (
        <>
          <SuggestionResult ref={resultHeading} result={state.result} market={market} />
          {confirming ? (
            <div className="tm-suggest__confirm" role="group" aria-labelledby={`${id}-replace`}>
              <p id={`${id}-replace`}>The transfers and chips already in your plan will be replaced by the suggestion.</p>
              <Button variant="accent" onClick={apply} autoFocus>Replace and apply</Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>Keep my plan</Button>
            </div>
          ) : (
            <Button variant="accent" onClick={() => (planHasChanges(editor.plan) ? setConfirming(true) : apply())}>Apply to planner</Button>
          )}
        </>
      )}
    </section>
  );
}
