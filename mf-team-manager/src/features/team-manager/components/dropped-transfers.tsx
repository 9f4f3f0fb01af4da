import { Button } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import type { PlanEditor } from '../hooks/use-plan';

/** Tells which later transfers a change made impossible (and dropped), with Undo. */
export function DroppedTransfers({ editor, market }: { editor: PlanEditor; market: Market }) {
  if (editor.dropped.length === 0) return null;
  const name = (id: number) => market.player(id)?.web_name ?? `Player ${id}`;
  return (
    <div className="tm-dropped" role="status" data-testid="dropped-transfers">
      <p>
        {editor.dropped.length === 1 ? 'This later transfer no longer works and was dropped: ' : 'These later transfers no longer work and were dropped: '}
        {editor.dropped.map((t) => `GW${t.gameweek} ${name(t.playerOut)} → ${name(t.playerIn)}`).join(', ')}.
      </p>
      <div className="tm-dropped__actions">
        <Button size="sm" variant="secondary" onClick={editor.undoDrop}>Undo</Button>
        <Button size="sm" variant="ghost" onClick={editor.dismissDropped}>Dismiss</Button>
      </div>
    </div>
  );
}
