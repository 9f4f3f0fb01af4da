import type { Team } from '@draftroom/contracts';
import { PlayerShirt } from '@draftroom/ui';

/** Two clubs as a pairing: overlapping shirts and 'ARS + CHE'. */
export function ClubPairCell({ clubs, name }: { clubs: readonly [Team, Team]; name: string }) {
  return (
    <span className="pr-pair">
      <span className="pr-pair__shirts" aria-hidden="true">
        <PlayerShirt teamShortName={clubs[0].short_name} size={24} />
        <PlayerShirt teamShortName={clubs[1].short_name} size={24} />
      </span>
      <span className="pr-pair__name" title={`${clubs[0].name} and ${clubs[1].name}`}>{name}</span>
    </span>
  );
}
