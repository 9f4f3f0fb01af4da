import { useCallback, useRef, useState } from 'react';
import {
  SuggestTransfersResultShape, type SolverChipName, type SuggestTransfersRequestInput, type SuggestTransfersResultPayload,
} from '@draftroom/contracts';
import { shapeChecked, startSolverJob, useSolverJob } from '@draftroom/ui';

const GENERIC = 'The solver could not compare the chip plans. Please try again.';

/** One plan of the comparison: the best plan with no chip, or the best one allowed to play `chip` in any planned gameweek. */
export interface ChipPlanRow {
  chip: SolverChipName | null;
  result: SuggestTransfersResultPayload;
}

export interface ChipPlanStep {
  chip: SolverChipName | null;
  body: SuggestTransfersRequestInput;
}

/**
 * "Compare chip plans" (issue 30): one solve per step, one after another through the same job
 * calls as Suggest transfers (each its own job, with progress and cancel), so the planner's
 * solver pool serves other managers between them.
 */
export function useChipComparison() {
  const [rows, setRows] = useState<ChipPlanRow[]>([]);
  const [total, setTotal] = useState(0);
  const [current, setCurrent] = useState<SolverChipName | null>(null);
  const queue = useRef<ChipPlanStep[]>([]);
  const running = useRef<SolverChipName | null>(null);
  const runNext = useRef<() => void>(() => undefined);
  const job = useSolverJob<SuggestTransfersResultPayload>(shapeChecked(SuggestTransfersResultShape), GENERIC, (result) => {
    const chip = running.current; // read now: the updater runs later, after the next step has begun
    setRows((done) => [...done, { chip, result }]);
    runNext.current();
  });
  const { start: startJob, cancel: cancelJob, reset } = job;
  runNext.current = () => {
    const step = queue.current.shift();
    if (!step) return;
    running.current = step.chip;
    setCurrent(step.chip);
    startJob(() => startSolverJob('/api/solver/transfers', step.body));
  };

  const start = useCallback((steps: readonly ChipPlanStep[]) => {
    setRows([]);
    setTotal(steps.length);
    queue.current = [...steps];
    runNext.current();
  }, []);
  const cancel = useCallback(() => {
    queue.current = [];
    cancelJob();
  }, [cancelJob]);
  const clear = useCallback(() => {
    setRows([]);
    setTotal(0);
    reset();
  }, [reset]);

  return { state: job.state, rows, total, running: current, start, cancel, clear };
}
