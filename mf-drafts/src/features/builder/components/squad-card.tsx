import { useEffect, useRef, useState } from 'react';
import type { Player } from '@draftroom/contracts';
import { SQUAD_SIZE, type PositionId } from '@draftroom/domain';
import { Button } from '@draftroom/ui';
import { StatTile } from '../../../shared/components/stat-tile';
import { formatPrice } from '../../../shared/format';
import type { SquadState } from '../hooks/use-squad';
import { BuilderPitch } from './builder-pitch';
import { CompleteDraftPanel } from './complete-draft-panel';
import { PlayerInfoDialog } from './player-info-dialog';
import { SaveDraftDialog } from './save-draft-dialog';
import { SlotDialog } from './slot-dialog';
import { SuggestedCaptains } from './suggested-captains';

export interface SquadCardProps {
  players: Player[];
  squad: SquadState;
  nextGameweeks: number[];
  planningFrom?: number;
}

/** Right card (spec 2.1): the pitch, three summary tiles, Clear Squad, Save Draft, Suggested Captains. */
export function SquadCard({ players, squad, nextGameweeks, planningFrom }: SquadCardProps) {
  const [slot, setSlot] = useState<PositionId | null>(null);
  const [saving, setSaving] = useState(false);
  const [info, setInfo] = useState<Player | null>(null);
  const count = squad.squad.length;
  // After an undo (here or in the toast) the Undo button is gone: the focus goes to Clear Squad.
  const clearButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (squad.restoredCount > 0) clearButton.current?.focus();
  }, [squad.restoredCount]);
  return (
    <section className="dr-card builder__squad" aria-labelledby="your-squad-title">
      <div className="builder-squad__head">
        <h2 id="your-squad-title" className="dt-card-title">Your Squad</h2>
        <Button onClick={() => setSaving(true)} disabled={!squad.isFull} title={squad.isFull ? undefined : 'Pick all 15 players to save'}>
          Save Draft
        </Button>
      </div>
      <BuilderPitch squad={squad.squad} onEmptySlot={setSlot} onRemove={squad.remove} onOpen={setInfo} />
      <div className="dt-tiles">
        <StatTile label="Players Selected" value={`${count}/${SQUAD_SIZE}`} tone={squad.isFull ? 'good' : 'default'} />
        <StatTile label="Total Cost" value={formatPrice(squad.cost)} />
        <StatTile label="Remaining" value={formatPrice(squad.remaining)} tone={squad.remaining < 0 ? 'bad' : 'default'} />
      </div>
      <div className="builder-squad__actions">
        <Button ref={clearButton} variant="secondary" onClick={squad.clear} disabled={count === 0}>Clear Squad</Button>
        {squad.clearedCount > 0 && (
          // Takes the focus from Clear Squad, which the empty squad disables.
          <Button variant="ghost" onClick={squad.undoClear} autoFocus>Undo Clear Squad ({squad.clearedCount} players)</Button>
        )}
        <Button onClick={() => setSaving(true)} disabled={!squad.isFull}>Save Draft</Button>
      </div>
      <CompleteDraftPanel players={players} squad={squad} planningFrom={planningFrom} />
      {count > 0 && <SuggestedCaptains squad={squad.squad} gameweeks={nextGameweeks} />}
      <SlotDialog position={slot} players={players} squad={squad} onClose={() => setSlot(null)} />
      <SaveDraftDialog open={saving} squad={squad.squad} cost={squad.cost} onClose={() => setSaving(false)} />
      <PlayerInfoDialog player={info} planningFrom={planningFrom} canAdd={false} onAdd={() => undefined} onClose={() => setInfo(null)} />
    </section>
  );
}
