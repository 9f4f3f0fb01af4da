import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_TRANSFERS_HORIZON, SOLVER_MAX_HORIZON, type MinutesEdit, type SuggestTransfersResultPayload } from '@draftroom/contracts';
import { allSlots, CHIP_NAMES, isSquadComplete, LAST_GAMEWEEK, planHasChanges, squadFor } from '@draftroom/domain';
import { Button, PlayerChips, PlayerCombobox, playerChoices, SolverProgressStatus } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import type { PlanEditor } from '../hooks/use-plan';
import { useChipComparison } from '../hooks/use-chip-comparison';
import { useMinutesEdits } from '../hooks/use-minutes-edits';
import { useXptsEdits } from '../hooks/use-xpts-edits';
import { chipPlanSteps, suggestRequest, useSuggestTransfers } from '../hooks/use-suggest-transfers';
import { ChipComparison } from './chip-comparison';
import { chipOptionsOf, ChipOptions, type ChipGrid } from './chip-options';
import { SensitivityPanel } from './sensitivity-panel';
import { SuggestionResult } from './suggestion-result';
import { MinutesEdits, SolvedWithMinutes } from './minutes-edits';
import { XptsEdits } from './xpts-edits';
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
  const [freeTransferValue, setFreeTransferValue] = useState(0);
  const [bankValue, setBankValue] = useState(0);
  const [keep, setKeep] = useState<number[]>([]);
  const [avoid, setAvoid] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Said after Apply, and focused: the result (and the button) go away, the focus must not.
  const [applied, setApplied] = useState<string | null>(null);
  const appliedNote = useRef<HTMLParagraphElement>(null);
  const [chipGrid, setChipGrid] = useState<ChipGrid>({});
  const xptsEdits = useXptsEdits();
  const minutesEdits = useMinutesEdits();
  // The minutes edits the shown plan was solved with (they may change after it).
  const [solvedWith, setSolvedWith] = useState<readonly MinutesEdit[]>([]);
  const { state, start, cancel, reset } = useSuggestTransfers();
  const comparison = useChipComparison();
  // The plan shown (and applied): the suggestion, or the chip plan picked in the comparison.
  const [picked, setPicked] = useState<SuggestTransfersResultPayload | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const comparing = comparison.state.kind === 'solving';
  const solving = state.kind === 'solving' || comparing;
  const shown = picked ?? (state.kind === 'done' ? state.result : null);
  const played = editor.plan.chipsPlayed ?? [];
  const planned = HORIZONS.slice(0, horizon).map((k) => editor.plan.firstGameweek + k - 1).filter((gw) => gw <= LAST_GAMEWEEK);
  const opening = squadFor(editor.plan, {}, editor.plan.firstGameweek);
  const owned = useMemo(() => new Set(allSlots(opening).map((s) => s.playerId)), [opening]);
  const choices = useMemo(() => playerChoices(market.players), [market]);
  const keepChoices = choices.filter((c) => owned.has(c.playerId) && !keep.includes(c.playerId) && !avoid.includes(c.playerId));
  const avoidChoices = choices.filter((c) => !keep.includes(c.playerId) && !avoid.includes(c.playerId));
  const complete = isSquadComplete(opening);
  const nameOf = (playerId: number) => market.player(playerId)?.web_name ?? `Player ${playerId}`;

  useEffect(() => {
    if (shown) resultHeading.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (applied) appliedNote.current?.focus();
  }, [applied]);
  // Once every chip plan is in, the best one is shown, ready to apply.
  const { rows: compared, total: comparedTotal } = comparison;
  useEffect(() => {
    if (comparison.state.kind !== 'done' || compared.length === 0 || compared.length !== comparedTotal) return;
    setPicked(compared.reduce((best, row) => (row.result.projectedPoints > best.result.projectedPoints + 1e-9 ? row : best)).result);
  }, [comparison.state.kind, compared, comparedTotal]);

  const edits = xptsEdits.edits.filter((e) => planned.includes(e.gameweek));
  const minutes = minutesEdits.edits.filter((e) => e.gameweek === null || planned.includes(e.gameweek));
  const options = {
    horizon, maxHits, maxTransfersPerGameweek: maxPerGameweek, keep, avoid, discount, freeTransferValue, bankValue, xptsEdits: edits, minutesEdits: minutes,
  };
  const restart = () => {
    setConfirming(false);
    setApplied(null);
    setPicked(null);
  };
  const suggest = () => {
    restart();
    setSolvedWith(minutes);
    comparison.clear();
    start(suggestRequest(editor.plan, market.lookup, { ...options, chipOptions: chipOptionsOf(chipGrid, planned, played) }));
  };
  const compare = () => {
    restart();
    setSolvedWith(minutes);
    reset();
    comparison.start(chipPlanSteps(editor.plan, market.lookup, options, planned));
  };
  const apply = () => {
    if (!shown) return;
    if (editor.applySuggestion(shown.gameweeks)) {
      const count = shown.gameweeks.reduce((n, gw) => n + gw.transfers.length, 0);
      const chips = shown.gameweeks.flatMap((gw) => (gw.chip ? [`${CHIP_NAMES[gw.chip]} in GW${gw.gameweek}`] : []));
      setConfirming(false);
      setApplied(`Applied: ${count} transfer${count === 1 ? '' : 's'}${chips.length ? ` and ${chips.join(', ')}` : ''} from GW${editor.plan.firstGameweek}. `
        + 'Review them on the pitch and in Transfers, then Save Plan.');
      setPicked(null);
      reset();
      comparison.clear();
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
        <label htmlFor={`${id}-ft-value`}>Value of a free transfer saved</label>
        <input id={`${id}-ft-value`} className="dr-input" type="number" min={0} max={4} step={0.25} value={freeTransferValue} disabled={solving}
          aria-describedby={`${id}-ends-hint`} onChange={(e) => setFreeTransferValue(Number(e.target.value))} />
        <label htmlFor={`${id}-bank-value`}>Value of £0.1m in the bank</label>
        <input id={`${id}-bank-value`} className="dr-input" type="number" min={0} max={1} step={0.01} value={bankValue} disabled={solving}
          aria-describedby={`${id}-ends-hint`} onChange={(e) => setBankValue(Number(e.target.value))} />
        <span id={`${id}-ends-hint`} className="tm-suggest__note">
          In xPts, for each free transfer carried past the last planned gameweek and each £0.1m left then (0: worth nothing).
        </span>
        <label htmlFor={`${id}-keep`}>Keep a player</label>
        <PlayerCombobox id={`${id}-keep`} label="player to keep" options={keepChoices} value={null}
          onChange={(playerId) => playerId != null && setKeep((list) => [...list, playerId])} />
        <label htmlFor={`${id}-avoid`}>Avoid a player</label>
        <PlayerCombobox id={`${id}-avoid`} label="player to avoid" options={avoidChoices} value={null}
          onChange={(playerId) => playerId != null && setAvoid((list) => [...list, playerId])} />
      </div>
      <PlayerChips label="Players to keep" verb="keeping" ids={keep} nameOf={nameOf} disabled={solving} onRemove={(x) => setKeep((l) => l.filter((y) => y !== x))} />
      <PlayerChips label="Players to avoid" verb="avoiding" ids={avoid} nameOf={nameOf} disabled={solving} onRemove={(x) => setAvoid((l) => l.filter((y) => y !== x))} />
      <ChipOptions gameweeks={planned} grid={chipGrid} played={played} disabled={solving} onChange={setChipGrid} />
      <XptsEdits edits={xptsEdits.edits} gameweeks={planned} choices={choices} market={market} disabled={solving} onPut={xptsEdits.put} onRemove={xptsEdits.remove} />
      <MinutesEdits edits={minutesEdits.edits} gameweeks={planned} choices={choices} market={market} disabled={solving}
        onPut={minutesEdits.put} onRemove={minutesEdits.remove} />
      <div className="tm-suggest__actions">
        <Button onClick={suggest} disabled={solving || !complete}
          title={complete ? undefined : 'Fill every slot (15 players) before asking for transfers'}>Suggest transfers</Button>
        <Button variant="secondary" onClick={compare} disabled={solving || !complete}
          title={complete ? 'The best plan with no chip next to the best plan with each chip in its best week' : 'Fill every slot (15 players) first'}>
          Compare chip plans
        </Button>
        {solving && <Button variant="secondary" onClick={comparing ? comparison.cancel : cancel}>Cancel</Button>}
      </div>
      {comparing && (
        <p className="tm-suggest__note" data-testid="chip-compare-step">
          Plan {comparison.rows.length + 1} of {comparison.total}: {comparison.running ? CHIP_NAMES[comparison.running] : 'no chip'}
        </p>
      )}
      {solving && <SolverProgressStatus progress={comparing ? (comparison.state.kind === 'solving' ? comparison.state.progress : null) : (state.kind === 'solving' ? state.progress : null)} />}
      {state.kind === 'failed' && <p className="tm-suggest__error" role="alert">{state.message}</p>}
      {comparison.state.kind === 'failed' && <p className="tm-suggest__error" role="alert">{comparison.state.message}</p>}
      {(state.kind === 'cancelled' || comparison.state.kind === 'cancelled') && <p role="status">Cancelled: your plan is unchanged.</p>}
      {applied && state.kind === 'idle' && <p ref={appliedNote} tabIndex={-1} role="status" data-testid="suggest-applied">{applied}</p>}
      {comparison.rows.length > 0 && <ChipComparison rows={comparison.rows} shown={shown} onShow={setPicked} />}
      {shown && (
        <>
          <SuggestionResult ref={resultHeading} result={shown} market={market} />
          <SolvedWithMinutes edits={solvedWith} nameOf={nameOf} />
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
      <SensitivityPanel ready={complete} market={market}
        request={() => suggestRequest(editor.plan, market.lookup, { ...options, chipOptions: chipOptionsOf(chipGrid, planned, played) })} />
    </section>
  );
}
