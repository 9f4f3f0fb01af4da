import { useSearchParams } from 'react-router-dom';
import type { Draft } from '@draftroom/contracts';
import { CompareIcon, EmptyState, QueryStates, combineQueries, usePlayers, useSeason } from '@draftroom/ui';
import { useDrafts } from '../../../shared/api/drafts';
import { useDraftSquad } from '../../../shared/hooks/use-draft-squad';
import { usePlayerIndex } from '../../../shared/hooks/use-player-index';
import { Comparison } from './comparison';
import { DraftChooser } from './draft-chooser';
import { SquadPlayersState } from '../../../shared/components/squad-players-state';
import './compare.css';

/** Spec 2.5: two independent choices (kept in the address, so a comparison can be shared), then side by side. */
export function CompareScreen() {
  const drafts = useDrafts('newest');
  // Asked for at once, beside the drafts: the pitches need it as soon as two are chosen. Its
  // pending and error states are first read then, which is why the query client re-renders on
  // every change (createQueryClient).
  const players = usePlayers();
  return (
    <QueryStates query={drafts} loading="Loading drafts..." errorTitle="Failed to load drafts">
      {() => <CompareDrafts drafts={drafts.data ?? []} players={players} />}
    </QueryStates>
  );
}

function CompareDrafts({ drafts, players }: { drafts: readonly Draft[]; players: ReturnType<typeof usePlayers> }) {
  const index = usePlayerIndex(players.data);
  const [params, setParams] = useSearchParams();
  const chosen = (key: string): Draft | null => {
    const id = Number(params.get(key));
    return drafts.find((d) => d.id === id) ?? null;
  };
  const choose = (key: 'first' | 'second', draft: Draft | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (draft) next.set(key, String(draft.id));
      else next.delete(key);
      return next;
    }, { replace: true });

  const first = chosen('first');
  const second = chosen('second');
  const served = useSeason().data?.season;
  const firstSquad = useDraftSquad(first, index, players);
  const secondSquad = useDraftSquad(second, index, players);
  return (
    <div className="compare">
      <p className="compare__count">{drafts.length === 1 ? '1 draft available' : `${drafts.length} drafts available`}</p>
      <div className="compare__choosers">
        <DraftChooser title="First Draft" drafts={drafts} selected={first} other={second} onChange={(d) => choose('first', d)} servedSeason={served} />
        <DraftChooser title="Second Draft" drafts={drafts} selected={second} other={first} onChange={(d) => choose('second', d)} servedSeason={served} />
      </div>
      {first && second ? (
        <SquadPlayersState query={combineQueries(firstSquad.query, secondSquad.query)}>
          <Comparison first={{ draft: first, ...firstSquad }} second={{ draft: second, ...secondSquad }} />
        </SquadPlayersState>
      ) : (
        <EmptyState icon={<CompareIcon />} title="Select Two Drafts to Compare" text="Choose drafts to see a detailed side-by-side comparison" />
      )}
    </div>
  );
}
