import { useMemo, useState } from 'react';
import type { Player } from '@draftroom/contracts';
import { POSITIONS, matchesSearch, positionCode, type PositionId } from '@draftroom/domain';
import { Dialog, SearchInput } from '@draftroom/ui';
import type { SquadState } from '../hooks/use-squad';
import { BuilderPlayerRow } from './builder-player-row';

export interface SlotDialogProps {
  position: PositionId | null;
  players: readonly Player[];
  squad: SquadState;
  onClose: () => void;
}

/** 'Select {position name}' (spec 2.1): that position's players by total points, refused ones dimmed with the reason. */
export function SlotDialog({ position, players, squad, onClose }: SlotDialogProps) {
  const [search, setSearch] = useState('');
  const candidates = useMemo(
    () => players.filter((p) => p.position === position).sort((a, b) => b.totalPoints - a.totalPoints || b.price - a.price),
    [players, position],
  );
  if (position === null) return null;
  const code = positionCode(position);
  const visible = candidates.filter((p) => matchesSearch(search, p.name, p.web_name));
  const close = () => {
    setSearch('');
    onClose();
  };
  return (
    <Dialog open onClose={close} title={`Select ${POSITIONS[position].name}`} size="md">
      <div className="dt-stack">
        <SearchInput value={search} onChange={setSearch} placeholder={`Search ${code}s...`} autoFocus />
        {visible.length === 0 ? (
          <p className="builder-picker__empty">No {code}s found</p>
        ) : (
          <div className="builder-slot__list" role="list" aria-label={`${POSITIONS[position].name}s`}>
            {visible.map((p) => {
              const refusal = squad.refusalFor(p);
              return (
                <BuilderPlayerRow
                  key={p.id}
                  player={p}
                  refusal={refusal}
                  detail={p.teamName}
                  onSelect={() => squad.add(p) && close()}
                />
              );
            })}
          </div>
        )}
      </div>
    </Dialog>
  );
}
