import { useMemo, useState } from 'react';
import {
  formatPrice, formatTenths, formatXpts, matchesSearch, pickRefusal, POSITION_IDS, POSITIONS, slotAt, type GameweekSquad, type PositionId,
  type SlotRef,
} from '@draftroom/domain';
import { AvailabilityFlag, Dialog, PlayerShirt, SearchInput, toast } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { PriceMoveArrow } from '../../../shared/components/price-move';

export interface PlayerPickerDialogProps {
  squad: GameweekSquad;
  /** The slot to fill or the player to replace; none when browsing. */
  target?: SlotRef;
  sellPriceTenths?: number;
  market: Market;
  onPick: (playerId: number) => boolean;
  onClose: () => void;
}

type SortKey = 'xpts' | 'points' | 'price';
const SHOWN = 50;

/**
 * Spec 2.11 and 5: the Team Manager picker, to replace a player or fill an empty slot. Players
 * the rules refuse are dimmed with the reason; choosing one anyway says why in a toast.
 */
export function PlayerPickerDialog({ squad, target, sellPriceTenths, market, onPick, onClose }: PlayerPickerDialogProps) {
  const slot = target && slotAt(squad, target);
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<PositionId | 'ALL'>(slot?.position ?? 'ALL');
  const [sort, setSort] = useState<SortKey>('xpts');
  const gw = squad.gameweek;

  const rows = useMemo(() => {
    const value = (id: number): number =>
      sort === 'xpts' ? market.xpts(id, gw) ?? 0 : sort === 'points' ? market.player(id)?.totalPoints ?? 0 : market.player(id)?.price ?? 0;
    return market.players
      .filter((p) => (position === 'ALL' || p.position === position) && matchesSearch(search, p.web_name, p.name, p.teamName))
      .sort((a, b) => value(b.id) - value(a.id) || a.id - b.id);
  }, [market, position, search, sort, gw]);

  const leaving = slot?.playerId ?? slot?.sold?.playerId;
  const title = slot ? `Select ${POSITIONS[slot.position].name}` : 'Browse players';
  const description = !slot
    ? 'Choose a player on the pitch (Transfer Out) or an empty slot first.'
    : slot.playerId != null
      ? `Replacing ${market.player(slot.playerId)?.web_name} (sells for ${formatTenths(sellPriceTenths ?? 0)}) · Bank ${formatTenths(squad.bankTenths)}`
      : `Filling the empty ${POSITIONS[slot.position].name} slot${leaving ? ` left by ${market.player(leaving)?.web_name}` : ''} · Bank ${formatTenths(squad.bankTenths)}`;

  const choose = (id: number, refusal: string | undefined) => {
    if (refusal) {
      toast({ title: 'Cannot select player', description: refusal, variant: 'destructive' });
      return;
    }
    if (onPick(id)) onClose();
  };

  return (
    <Dialog open onClose={onClose} size="lg" title={title} description={description}>
      <div className="tm-picker__controls">
        <SearchInput value={search} onChange={setSearch} label="Search players" autoFocus />
        <div className="tm-toggle" role="group" aria-label="Position">
          {(['ALL', ...POSITION_IDS] as const).map((p) => (
            <button key={p} type="button" className="tm-toggle__button" aria-pressed={position === p} onClick={() => setPosition(p)}>
              {p === 'ALL' ? 'ALL' : POSITIONS[p].code}
            </button>
          ))}
        </div>
        <label className="tm-picker__sort">
          <span>Sort by</span>
          <select className="dr-select" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            <option value="xpts">xPts GW{gw}</option>
            <option value="points">Points</option>
            <option value="price">Price</option>
          </select>
        </label>
      </div>
      {rows.length === 0 && <p className="tm-empty-text">No players found matching your criteria</p>}
      <ul className="tm-picker__list" aria-label="Players">
        {rows.slice(0, SHOWN).map((p) => {
          const refusal = pickRefusal(squad, target, market.lookup(p.id)!, market.lookup, sellPriceTenths);
          const xpts = market.xpts(p.id, gw);
          return (
            <li key={p.id}>
              <button type="button" className={`tm-pick-row${refusal ? ' is-refused' : ''}`} aria-disabled={refusal ? true : undefined}
                title={refusal} onClick={() => choose(p.id, refusal)} data-player-id={p.id}>
                <PlayerShirt teamShortName={p.teamShortName} goalkeeper={p.position === 1} size={32} />
                <span className="tm-pick-row__who">
                  <span className="tm-pick-row__name">{p.web_name}<AvailabilityFlag player={p} interactive={false} /></span>
                  <span className="tm-pick-row__team">{p.teamShortName} · {POSITIONS[p.position as PositionId].code}{refusal ? ` · ${refusal}` : ''}</span>
                </span>
                <span className="tm-pick-row__num tm-pick-row__price">{formatPrice(p.price)}<PriceMoveArrow move={market.priceMove(p.id)} reserve /></span>
                <span className="tm-pick-row__num tm-pick-row__xpts">{xpts == null ? '—' : formatXpts(xpts)}</span>
                <span className="tm-pick-row__num tm-pick-row__pts">{p.totalPoints} pts</span>
              </button>
            </li>
          );
        })}
      </ul>
      {rows.length > SHOWN && <p className="tm-help">Showing {SHOWN} of {rows.length} players. Search to narrow the list.</p>}
    </Dialog>
  );
}
