import { useId, useState } from 'react';
import type { SuggestTransfersRequestInput } from '@draftroom/contracts';
import { Button, SolverProgressStatus } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { useSensitivity } from '../hooks/use-sensitivity';
import { SensitivityResult } from './sensitivity-result';

const DEFAULT_RUNS = 20;

export interface SensitivityPanelProps {
  /** The Suggest transfers request as the panel's options stand. */
  request: () => SuggestTransfersRequestInput;
  ready: boolean;
  market: Market;
}

/**
 * "Sensitivity analysis" (issue 30): the same question solved many times with noise on every
 * player's xPts, to see how sure the first gameweek's move is. One job, with progress and cancel.
 */
export function SensitivityPanel({ request, ready, market }: SensitivityPanelProps) {
  const id = useId();
  const [runs, setRuns] = useState(DEFAULT_RUNS);
  const { state, start, cancel } = useSensitivity();
  const running = state.kind === 'solving';
  const valid = Number.isInteger(runs) && runs >= 1 && runs <= 100;
  return (
    <section className="tm-sensitivity" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tm-suggest__subtitle">Sensitivity analysis</h3>
      <p className="tm-suggest__note">
        Solves the same plan many times, each with every player&apos;s xPts moved at random by about the uncertainty of his projection, and counts
        how often each first-gameweek move wins.
      </p>
      <div className="tm-suggest__actions">
        <label htmlFor={`${id}-runs`}>Solves</label>
        <input id={`${id}-runs`} className="dr-input" type="number" min={1} max={100} step={1} value={runs} disabled={running}
          onChange={(e) => setRuns(Number(e.target.value))} />
        <Button variant="secondary" disabled={running || !ready || !valid} onClick={() => start({ ...request(), runs })}>Run sensitivity analysis</Button>
        {running && <Button variant="secondary" onClick={cancel}>Cancel analysis</Button>}
      </div>
      {running && <SolverProgressStatus progress={state.progress} />}
      {state.kind === 'failed' && <p className="tm-suggest__error" role="alert">{state.message}</p>}
      {state.kind === 'cancelled' && <p role="status">Sensitivity analysis cancelled.</p>}
      {state.kind === 'done' && <SensitivityResult result={state.result} market={market} />}
    </section>
  );
}
