import type { Player } from '@draftroom/contracts';
import { formatPrice, formatTenths, formatXpts, POSITIONS, type PositionId } from '@draftroom/domain';
import { Button, Dialog, PlayerProjection, PlayerShirt } from '@draftroom/ui';
import { OpponentChips } from '../../../shared/components/opponent-chips';
import { PriceMoveArrow } from '../../../shared/components/price-move';
import type { Opponent, PriceMoveView } from '../../../shared/hooks/use-market';
import { PlayerMinutes } from './player-minutes';

export interface PlayerActionDialogProps {
  player: Player;
  gameweek: number;
  xpts: number | undefined;
  opponents: Opponent[];
  onBench: boolean;
  /** What was paid for him, tenths (unknown: not shown). */
  boughtAtTenths?: number;
  /** His selling price, tenths. */
  sellsForTenths: number;
  /** The predicted move of his price before the next deadline, if any. */
  priceMove?: PriceMoveView;
  isCaptain: boolean;
  isViceCaptain: boolean;
  onSubstitute: () => void;
  onMakeCaptain: () => void;
  onMakeViceCaptain: () => void;
  onTransferOut: () => void;
  onClose: () => void;
}

/** Spec 2.11: what can be done with a squad player: Substitute, Make Captain, Make Vice Captain, Transfer Out. */
export function PlayerActionDialog(p: PlayerActionDialogProps) {
  const position = POSITIONS[p.player.position as PositionId];
  return (
    <Dialog open onClose={p.onClose} size="md" title={p.player.web_name} description={`${p.player.teamName} · ${position?.name ?? ''}`}>
      <div className="tm-action">
        <PlayerShirt teamShortName={p.player.teamShortName} goalkeeper={p.player.position === 1} size={56} />
        <dl className="tm-action__facts">
          <div><dt>Price</dt><dd>{formatPrice(p.player.price)}<PriceMoveArrow move={p.priceMove} /></dd></div>
          <div><dt>Bought at</dt><dd data-testid="bought-at">{p.boughtAtTenths === undefined ? 'Not known' : formatTenths(p.boughtAtTenths)}</dd></div>
          <div><dt>Sells for</dt><dd data-testid="sells-for">{formatTenths(p.sellsForTenths)}</dd></div>
          <div><dt>Points</dt><dd>{p.player.totalPoints}</dd></div>
          <div><dt>GW{p.gameweek} xPts</dt><dd>{p.xpts == null ? '—' : formatXpts(p.xpts)}</dd></div>
          <div><dt>GW{p.gameweek}</dt><dd><OpponentChips opponents={p.opponents} /></dd></div>
        </dl>
      </div>
      <div className="tm-action__buttons">
        <Button variant="secondary" onClick={p.onSubstitute}>Substitute</Button>
        <Button variant="secondary" onClick={p.onMakeCaptain} disabled={p.isCaptain || p.onBench}
          title={p.onBench ? 'Only players in the starting eleven can captain' : undefined}>
          {p.isCaptain ? 'Captain' : 'Make Captain'}
        </Button>
        <Button variant="secondary" onClick={p.onMakeViceCaptain} disabled={p.isViceCaptain || p.onBench}
          title={p.onBench ? 'Only players in the starting eleven can be vice captain' : undefined}>
          {p.isViceCaptain ? 'Vice Captain' : 'Make Vice Captain'}
        </Button>
        <Button variant="danger" onClick={p.onTransferOut}>Transfer Out</Button>
      </div>
      <PlayerMinutes playerId={p.player.id} name={p.player.web_name} gameweek={p.gameweek} />
      {/* After the actions: the dialog is opened to act, and the table is long on a phone (390 px screenshot). */}
      <PlayerProjection playerId={p.player.id} />
    </Dialog>
  );
}
