import {
  POSITIONS, availabilityText, canSubstitute, isFlagged, minutesEditFor, type GameweekSquad, type SlotRef, type SquadSlot,
} from '@draftroom/domain';
import { AvailabilityFlag, Button, EmptySlot, Pitch, PitchPlayer } from '@draftroom/ui';
import { OpponentChips } from '../../../shared/components/opponent-chips';
import { pitchRows } from '../../../shared/components/pitch-rows';
import type { Market } from '../../../shared/hooks/use-market';
import { useMinutesEdits } from '../hooks/use-minutes-edits';

interface Placed {
  slot: SquadSlot;
  ref: SlotRef;
}

export interface TeamSelectionProps {
  squad: GameweekSquad;
  market: Market;
  /** The player chosen to substitute, while substitution mode is on. */
  subFrom: SlotRef | null;
  /** The slot whose content just changed under a closing dialog: it takes keyboard focus. */
  focusSlot?: SlotRef | null;
  onPlayer: (ref: SlotRef) => void;
  onEmptySlot: (ref: SlotRef) => void;
  onStartSubstitution: (ref: SlotRef) => void;
  onRemove: (ref: SlotRef) => void;
  onCancelSubstitution: () => void;
  onBrowse: () => void;
}

const sameRef = (a: SlotRef | null, b: SlotRef) => !!a && a.onBench === b.onBench && a.index === b.index;

/** Spec 2.11: the 'Team Selection' pitch with hover actions (substitute, remove), empty slots and the bench. */
export function TeamSelection(p: TeamSelectionProps) {
  const { squad, market, subFrom } = p;
  const gw = squad.gameweek;
  const { edits: minutesEdits } = useMinutesEdits();
  const placed = (slots: SquadSlot[], onBench: boolean): Placed[] => slots.map((slot, index) => ({ slot, ref: { onBench, index } }));
  const subPosition = subFrom ? (subFrom.onBench ? squad.bench : squad.starters)[subFrom.index]?.position : undefined;
  const subName = subFrom ? market.player((subFrom.onBench ? squad.bench : squad.starters)[subFrom.index]?.playerId ?? -1)?.web_name : undefined;

  const render = (item: Placed | null) => {
    if (!item) return null;
    const { slot, ref } = item;
    if (slot.playerId == null) {
      return <EmptySlot label={`Add ${POSITIONS[slot.position].code}`} onClick={subFrom ? undefined : () => p.onEmptySlot(ref)}
        autoFocus={sameRef(p.focusSlot ?? null, ref)} />;
    }
    const player = market.player(slot.playerId);
    const xpts = market.xpts(slot.playerId, gw);
    const name = player?.web_name ?? `Player ${slot.playerId}`;
    const minutes = minutesEditFor(minutesEdits, slot.playerId, gw)?.minutes;
    // Any swap the game allows: same position, bench order, or a change the formation follows.
    const otherPosition = !!subFrom && !sameRef(subFrom, ref) && !canSubstitute(squad, subFrom, ref);
    return (
      <PitchPlayer
        name={name}
        teamShortName={player?.teamShortName ?? 'UNK'}
        goalkeeper={slot.position === 1}
        badge={squad.captainId === slot.playerId ? 'C' : squad.viceCaptainId === slot.playerId ? 'V' : undefined}
        detail={
          <span className="tm-slot-detail">
            <OpponentChips opponents={player ? market.opponents(player.team, gw) : []} compact />
            {player && <AvailabilityFlag player={player} interactive={false} />}
            <span className="tm-slot-detail__xpts" title={`Expected points in gameweek ${gw}`}>{xpts == null ? '—' : xpts.toFixed(1)}</span>
            {minutes !== undefined && (
              <span className="tm-slot-detail__minutes" title={`Edited: your ${minutes} minutes for the solver`} data-testid={`pitch-minutes-${slot.playerId}`}>{minutes}′</span>
            )}
          </span>
        }
        dimmed={otherPosition}
        autoFocus={sameRef(p.focusSlot ?? null, ref)}
        selected={sameRef(subFrom, ref)}
        actionLabel={`${subFrom ? `Swap with ${name}` : `Open ${name}`}${player && isFlagged(player) ? ` (${availabilityText(player)})` : ''}${
          minutes === undefined ? '' : ` (your minutes for the solver: ${minutes}, edited)`}`}
        onClick={() => p.onPlayer(ref)}
        actions={subFrom ? undefined : (
          <>
            <button type="button" className="tm-slot-action" aria-label={`Substitute ${name}`} title="Substitute" onClick={() => p.onStartSubstitution(ref)}>⇄</button>
            <button type="button" className="tm-slot-action tm-slot-action--remove" aria-label={`Remove ${name}`} title="Remove (transfer out)" onClick={() => p.onRemove(ref)}>✕</button>
          </>
        )}
      />
    );
  };

  return (
    <section className="dr-card tm-selection" aria-labelledby="tm-selection-title">
      <header className="tm-selection__header">
        <h2 id="tm-selection-title" className="tm-card-title">Team Selection</h2>
        <Button variant="ghost" size="sm" onClick={p.onBrowse}>Browse players</Button>
      </header>
      {subFrom && (
        <div className="tm-sub-banner" role="status">
          <span>
            Substitution: choose a {subPosition === 1 ? 'goalkeeper' : 'player'} to swap with {subName}.
            {subPosition !== 1 && ' Any position that leaves a legal formation; the formation follows.'}
          </span>
          <Button size="sm" variant="secondary" onClick={p.onCancelSubstitution}>Cancel Substitution</Button>
        </div>
      )}
      <Pitch
        label={`Squad for gameweek ${gw}`}
        rows={pitchRows(placed(squad.starters, false), (x) => x.slot.position)}
        bench={placed(squad.bench, true)}
        renderSlot={(item) => render(item)}
      />
    </section>
  );
}
