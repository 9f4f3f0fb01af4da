import {
  loadHighs, sensitivityAnalysis, solveBestDraft, suggestTransfers, type BestDraftRequest, type SuggestTransfersRequest,
} from '@draftroom/solver';
import type { ChildAnswer, ChildOrder, ChildProgress, ChildSolving, SensitivityOrder } from './solve-messages';

/**
 * The solver's own process (decision 113): HiGHS blocks the thread it runs on for the whole
 * solve, so each solve runs here, forked by SolvePool at a lowered priority, and answers once.
 */
function solve(order: ChildOrder): unknown {
  return loadHighs().then((highs) => {
    process.send?.({ solving: true } satisfies ChildSolving);
    // The best plan's value and the bound so far, for the page to show while the solve runs.
    const report = (progress: ChildProgress['progress']) => process.send?.({ progress } satisfies ChildProgress);
    if (order.kind === 'sensitivity') {
      const request = order.request as SensitivityOrder;
      return sensitivityAnalysis(request, highs, { runs: request.runs }, report);
    }
    return order.kind === 'best-draft'
      ? solveBestDraft(order.request as BestDraftRequest, highs, report)
      : suggestTransfers(order.request as SuggestTransfersRequest, highs, report);
  });
}

function answer(message: ChildAnswer): void {
  process.send?.(message, () => process.exit(0));
}

process.once('message', (order: ChildOrder) => {
  Promise.resolve()
    .then(() => solve(order))
    .then(
      (result) => answer({ ok: true, result }),
      (err: unknown) => {
        const e = err as Error & { field?: string; rule?: string };
        answer({ ok: false, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err), field: e?.field, rule: e?.rule } });
      },
    );
});
