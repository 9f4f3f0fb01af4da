import { formatTenths, formatTenthsDelta, type TransferRecord } from '@draftroom/domain';
import type { Market } from '../../../shared/hooks/use-market';

/** Spec 2.11: 'Transfers Made' grouped by gameweek, each row out -> in with prices, difference and FT or -4. */
export function TransfersMade({ transfers, market }: { transfers: TransferRecord[]; market: Market }) {
  const gameweeks = [...new Set(transfers.map((t) => t.gameweek))].sort((a, b) => a - b);
  const name = (id: number) => market.player(id)?.web_name ?? `Player ${id}`;
  return (
    <section className="dr-card tm-transfers" aria-labelledby="tm-transfers-title">
      <h2 id="tm-transfers-title" className="tm-card-title">Transfers Made</h2>
      {gameweeks.length === 0 && <p className="tm-empty-text">No transfers made yet</p>}
      {gameweeks.map((gw) => (
        <div key={gw} className="tm-transfers__group">
          <h3 className="tm-transfers__gw">Gameweek {gw}</h3>
          <ul className="tm-transfers__list">
            {transfers.filter((t) => t.gameweek === gw).map((t) => (
              <li key={`${t.playerOut}-${t.playerIn}`} className="tm-transfer" data-testid="transfer-row">
                <span className="tm-transfer__out" title="Out">
                  <span className="tm-transfer__arrow tm-transfer__arrow--out" aria-hidden="true">↓</span>
                  {name(t.playerOut)} <span className="tm-transfer__price">{formatTenths(t.playerOutPrice)}</span>
                </span>
                <span className="tm-transfer__in" title="In">
                  <span className="tm-transfer__arrow tm-transfer__arrow--in" aria-hidden="true">↑</span>
                  {name(t.playerIn)} <span className="tm-transfer__price">{formatTenths(t.playerInPrice)}</span>
                </span>
                <span className="tm-transfer__diff">{formatTenthsDelta(t.playerInPrice - t.playerOutPrice)}</span>
                <span className={`tm-badge ${t.wasFreeTransfer ? 'tm-badge--free' : 'tm-badge--hit'}`}>{t.wasFreeTransfer ? 'FT' : '-4'}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
