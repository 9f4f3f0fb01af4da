import { loadHighs, solveBestDraft, suggestTransfers, type BestDraftRequest, type SuggestTransfersRequest } from '@draftroom/solver';
import type { ChildAnswer, ChildOrder, ChildSolving } from './solve-messages';

/**
 * The solver's own process (decision 113): HiGHS blocks the thread it runs on for the whole
 * solve, so each solve runs here, forked by SolvePool at a lowered priority, and answers once.
 */
function solve(order: ChildOrder): unknown {
  return loadHighs().then((highs) => {
    process.send?.({ solving: true } satisfies ChildSolving);
    return order.kind === 'best-draft'
      ? solveBestDraft(order.request as BestDraftRequest, highs)
      : suggestTransfers(order.request as SuggestTransfersRequest, highs);
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
