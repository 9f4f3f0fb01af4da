import { seasonLabel, type Draft } from '@draftroom/contracts';
import { useSeason } from '@draftroom/ui';

/**
 * '25/26' for a draft saved in `season` when the season served is another one; nothing for this
 * season's drafts, nor while the season served is not known yet.
 */
export function SeasonLabel({ season, served }: { season: string; served: string | undefined }) {
  if (served === undefined || season === served) return null;
  return <span className="dr-badge draft-season" title={`Saved in the ${season.replace('-', '/')} season, with that season’s players and prices`}>{seasonLabel(season)}</span>;
}

/** SeasonLabel beside a draft, the season served read here. */
export function DraftSeason({ draft }: { draft: Draft }) {
  return <SeasonLabel season={draft.season} served={useSeason().data?.season} />;
}
