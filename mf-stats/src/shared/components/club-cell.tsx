import type { Team } from '@draftroom/contracts';
import { PlayerShirt } from '@draftroom/ui';

/** A club in a table row: shirt, short name and full name. */
export function ClubCell({ club }: { club: Team }) {
  return (
    <span className="st-player">
      <PlayerShirt teamShortName={club.short_name} size={26} />
      <span className="st-player__text">
        <span className="st-player__name">{club.short_name}</span>
        <span className="st-player__meta">{club.name}</span>
      </span>
    </span>
  );
}
