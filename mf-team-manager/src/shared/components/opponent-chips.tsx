import { FdrChip } from '@draftroom/ui';
import type { Opponent } from '../hooks/use-market';

/** A player's opponents in a gameweek, coloured by difficulty; a blank gameweek says so. */
export function OpponentChips({ opponents, compact = false }: { opponents: Opponent[]; compact?: boolean }) {
  if (opponents.length === 0) return <span className="tm-blank" title="No fixture this gameweek">Blank</span>;
  return (
    <span className={compact ? 'tm-opponents tm-opponents--compact' : 'tm-opponents'}>
      {opponents.map((o, i) => (
        <FdrChip key={i} difficulty={o.difficulty} title={`${o.isHome ? 'Home to' : 'Away at'} ${o.teamName}, difficulty ${o.difficulty}`}>
          {o.label}
        </FdrChip>
      ))}
    </span>
  );
}
