import { seasonLabel, type Draft } from '@draftroom/contracts';
import { useOtherSeason } from '../hooks/use-draft-squad';

/** '25/26' beside a draft saved in another season than the one served; nothing for this season's. */
export function DraftSeason({ draft }: { draft: Draft }) {
  if (!useOtherSeason(draft)) return null;
  const years = draft.season.replace('-', '/');
  return <span className="dr-badge draft-season" title={`Saved in the ${years} season, with that season’s players and prices`}>{seasonLabel(draft.season)}</span>;
}
