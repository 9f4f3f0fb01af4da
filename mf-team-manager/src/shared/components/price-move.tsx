import { formatTenths } from '@draftroom/domain';
import type { PriceMoveView } from '../hooks/use-market';

const count = new Intl.NumberFormat('en-GB');

/** 'predicted to rise by £0.1m before GW31': what a screen reader says for the arrow. */
export function priceMoveLabel(move: PriceMoveView): string {
  return `predicted to ${move.change > 0 ? 'rise' : 'fall'} by ${formatTenths(Math.abs(move.change))} before GW${move.gameweek}`;
}

/** The one sentence behind it (decision 205): the net transfers and their share of his owners. */
function priceMoveReason(move: PriceMoveView): string {
  const net = count.format(Math.abs(move.netTransfers));
  const share = `${(Math.abs(move.shareOfOwners) * 100).toFixed(1)}% of his owners`;
  return move.change > 0 ? `${net} more managers bought him than sold him (${share})` : `${net} more managers sold him than bought him (${share})`;
}

/**
 * ▲ or ▼ after a price when the predictor expects it to move before the next deadline
 * (issue 30 item 4). Labelled for screen readers, its reason in the tooltip. Without a move
 * nothing, or with `reserve` an empty slot as wide, so a column of prices keeps its edge.
 */
export function PriceMoveArrow({ move, reserve = false }: { move: PriceMoveView | undefined; reserve?: boolean }) {
  if (!move) return reserve ? <span className="tm-price-move" aria-hidden="true" /> : null;
  const rise = move.change > 0;
  const label = priceMoveLabel(move);
  return (
    <span className={`tm-price-move tm-price-move--${rise ? 'rise' : 'fall'}`} role="img" aria-label={label}
      title={`${label[0].toUpperCase()}${label.slice(1)}: ${priceMoveReason(move)}`} data-testid="price-move">
      {rise ? '▲' : '▼'}
    </span>
  );
}
