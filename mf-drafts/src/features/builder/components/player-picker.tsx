import { useState } from 'react';
import type { Player } from '@draftroom/contracts';
import { positionCode } from '@draftroom/domain';
import { Button } from '@draftroom/ui';
import type { SquadState } from '../hooks/use-squad';
import { usePickerFilters } from '../hooks/use-picker-filters';
import { BuilderPlayerRow } from './builder-player-row';
import { PickerFilters } from './picker-filters';
import { PlayerInfoDialog } from './player-info-dialog';

const PAGE = 60;

export interface PlayerPickerProps {
  players: Player[];
  squad: SquadState;
  planningFrom?: number;
}

/** Spec 2.2: filters, then 'Available Players' with an info button and 'Add to Draft' on each row. */
export function PlayerPicker({ players, squad, planningFrom }: PlayerPickerProps) {
  const filters = usePickerFilters(players, planningFrom);
  const [shown, setShown] = useState(PAGE);
  const [info, setInfo] = useState<Player | null>(null);
  const visible = filters.visible;

  return (
    <div className="builder-picker">
      <PickerFilters filters={filters} onChange={() => setShown(PAGE)} />
      <div className="builder-picker__head">
        <h3 className="dt-section-title">Available Players</h3>
        <span className="dt-muted" aria-live="polite">{visible.length === 1 ? '1 player' : `${visible.length} players`}</span>
      </div>
      {visible.length === 0 ? (
        <p className="builder-picker__empty">No players found matching your criteria</p>
      ) : (
        <div className="builder-picker__list" role="list" aria-label="Available Players">
          {visible.slice(0, shown).map((p) => {
            const refusal = squad.refusalFor(p);
            return (
              <BuilderPlayerRow
                key={p.id}
                player={p}
                refusal={refusal}
                detail={`${p.teamName} · ${positionCode(p.position)}`}
                actions={
                  <>
                    <button type="button" className="dt-icon-button" aria-label={`About ${p.web_name}`} onClick={() => setInfo(p)}>
                      i
                    </button>
                    {/* A refused player's button looks and is announced disabled, yet a press still
                        says why in the spec's 'Cannot select player' toast (spec 5). */}
                    <Button size="sm" onClick={() => squad.add(p)} aria-label={`Add ${p.web_name} to Draft`} aria-disabled={refusal !== null || undefined}>
                      <span className="builder-add--long">Add to Draft</span>
                      <span className="builder-add--short" aria-hidden="true">Add</span>
                    </Button>
                  </>
                }
              />
            );
          })}
        </div>
      )}
      {/* After the list, not in it: a list holds only its items (axe, issue 31). */}
      {visible.length > shown && (
        <Button variant="ghost" size="sm" className="builder-picker__more" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, visible.length - shown)} more of {visible.length - shown}
        </Button>
      )}
      <PlayerInfoDialog
        player={info}
        planningFrom={planningFrom}
        onClose={() => setInfo(null)}
        onAdd={(p) => squad.add(p) && setInfo(null)}
        canAdd={info ? !squad.squad.some((s) => s.id === info.id) : false}
      />
    </div>
  );
}
