import { useState } from 'react';
import type { PlanSquad, SavedPlan } from '@draftroom/contracts';
import { CHIP_NAMES, formatTenths, formatTenthsDelta, LAST_GAMEWEEK, savedSquadIn, type PositionId } from '@draftroom/domain';
import { Dialog, ErrorState, errorMessageOf, LoadingState, Pitch, PitchPlayer } from '@draftroom/ui';
import { OpponentChips } from '../../../shared/components/opponent-chips';
import { pitchRows } from '../../../shared/components/pitch-rows';
import type { Market } from '../../../shared/hooks/use-market';
import { useSavedPlan } from '../../../shared/api/saved-plan';

/** Spec 2.12: a saved plan by gameweek, from its first gameweek to 38. */
export function PlanDetailsDialog({ planId, title, market, onClose }: { planId: number; title: string; market?: Market; onClose: () => void }) {
  const plan = useSavedPlan(planId);
  return (
    <Dialog open onClose={onClose} size="lg" title={title} description={plan.data ? `Team ID ${plan.data.teamId}` : undefined}>
      {(plan.isLoading || (!market && !plan.error)) && <LoadingState label="Loading plan..." />}
      {plan.error && <ErrorState message="This plan could not be loaded." details={errorMessageOf(plan.error)} />}
      {plan.data && market && <PlanByGameweek plan={plan.data} market={market} />}
    </Dialog>
  );
}

function PlanByGameweek({ plan, market }: { plan: SavedPlan; market: Market }) {
  const saved = Object.keys(plan.gameweekSquads).map(Number).sort((a, b) => a - b);
  const first = saved[0] ?? 1;
  const [gameweek, setGameweek] = useState(first);
  // After its last gameweek a plan keeps its last squad (a free hit's squad reverts).
  const inForce = savedSquadIn(plan.gameweekSquads, gameweek);
  const squad = inForce?.squad;
  const transfers = plan.transferHistory.filter((t) => t.gameweek === gameweek);
  return (
    <div className="sp-details">
      <div className="sp-gw-nav">
        <button type="button" className="sp-gw-nav__arrow" aria-label="Previous gameweek" disabled={gameweek <= first} onClick={() => setGameweek((g) => g - 1)}>‹</button>
        <h3 className="sp-gw-nav__title">Gameweek {gameweek}</h3>
        <button type="button" className="sp-gw-nav__arrow" aria-label="Next gameweek" disabled={gameweek >= LAST_GAMEWEEK} onClick={() => setGameweek((g) => g + 1)}>›</button>
      </div>
      {inForce && inForce.from !== gameweek && <p className="sp-muted" data-testid="carried-from">Squad carried forward from gameweek {inForce.from}</p>}
      {squad?.chip && inForce?.from === gameweek && <p className="sp-chip" data-testid="plan-chip">Chip: {CHIP_NAMES[squad.chip]}</p>}
      {squad ? <SquadCard squad={squad} gameweek={gameweek} market={market} /> : <p className="sp-missing">No squad data available</p>}
      <section className="sp-section" aria-labelledby="sp-transfers-title">
        <h4 id="sp-transfers-title" className="sp-section__title">Transfers</h4>
        {transfers.length === 0 ? <p className="sp-muted">No transfers made in this gameweek</p> : (
          <ul className="sp-transfers">
            {transfers.map((t) => (
              <li key={`${t.playerOut}-${t.playerIn}`}>
                <span className="sp-out">↓ {market.player(t.playerOut)?.web_name ?? t.playerOut} {formatTenths(t.playerOutPrice)}</span>
                <span className="sp-in">↑ {market.player(t.playerIn)?.web_name ?? t.playerIn} {formatTenths(t.playerInPrice)}</span>
                <span className="sp-muted">{formatTenthsDelta(t.playerInPrice - t.playerOutPrice)}</span>
                <span className={t.wasFreeTransfer ? 'sp-badge sp-badge--free' : 'sp-badge sp-badge--hit'}>{t.wasFreeTransfer ? 'FT' : '-4'}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SquadCard({ squad, gameweek, market }: { squad: PlanSquad; gameweek: number; market: Market }) {
  const known = squad.players.filter((id) => market.player(id));
  if (known.length === 0) return <p className="sp-missing">Players not found</p>;
  const position = (id: number) => (market.player(id)?.position ?? 1) as PositionId;
  const bench = squad.players.filter((id) => !squad.pitchPlayers.includes(id));
  const render = (id: number | null) => {
    const p = id == null ? undefined : market.player(id);
    if (!p) return <span className="sp-unknown">Unknown</span>;
    return (
      <PitchPlayer name={p.web_name} teamShortName={p.teamShortName} goalkeeper={p.position === 1}
        badge={squad.captain === p.id ? 'C' : squad.viceCaptain === p.id ? 'V' : undefined}
        detail={<OpponentChips opponents={market.opponents(p.team, gameweek)} compact />} />
    );
  };
  return (
    <section className="sp-section" aria-label="Squad">
      <header className="sp-squad__header">
        <h4 className="sp-section__title">Squad · {squad.formation}</h4>
        <span className="sp-bank">Bank <strong>{formatTenths(squad.bankAmount)}</strong></span>
      </header>
      <Pitch label={`Squad for gameweek ${gameweek}`} rows={pitchRows(squad.pitchPlayers, position)} bench={bench} renderSlot={render} />
    </section>
  );
}
