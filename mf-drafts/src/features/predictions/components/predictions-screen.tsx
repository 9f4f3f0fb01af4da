import { useEffect, useMemo, useState } from 'react';
import { LEADER_PICKS, TOP_PICKS } from '@draftroom/contracts';
import { matchesSearch } from '@draftroom/domain';
import { Button, QueryStates, SearchInput, TrophyIcon, preloadShirts, usePlayers } from '@draftroom/ui';
import { usePlayerIndex } from '../../../shared/hooks/use-player-index';
import { usePredictions } from '../api/get-predictions';
import { PredictionCard } from './prediction-card';
import { PredictionForm } from './prediction-form';
import './predictions.css';

const PICK_KEYS = [...TOP_PICKS.map((p) => p.key), ...LEADER_PICKS.map((p) => p.key)];

/** Spec 2.10: the community's season predictions, searchable by username; plus a form to add one. */
export function PredictionsScreen() {
  const predictions = usePredictions();
  const players = usePlayers();
  const index = usePlayerIndex(players.data);
  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const visible = useMemo(() => (predictions.data ?? []).filter((p) => matchesSearch(search, p.username)), [predictions.data, search]);
  const none = predictions.data?.length === 0;
  const empty = visible.length === 0 && {
    icon: <TrophyIcon />,
    title: none ? 'No predictions submitted yet' : 'No predictions found matching your search',
    text: none ? 'Be the first to call the season: who tops each position, and who leads the goals, assists and clean sheets?' : undefined,
  };

  // Spec 2.10: the shirts of every picked player are preloaded (in batches of five).
  useEffect(() => {
    if (!predictions.data || index.size === 0) return;
    const clubs = predictions.data.flatMap((p) => PICK_KEYS.map((k) => p[k])).flatMap((id) => (id != null && index.get(id) ? [index.get(id)!.teamShortName] : []));
    void preloadShirts(clubs);
  }, [predictions.data, index]);

  return (
    <div className="predictions">
      <div className="predictions__bar">
        <SearchInput value={search} onChange={setSearch} placeholder="Search by username..." />
        <Button onClick={() => setFormOpen(true)} disabled={!players.data}>Make a Prediction</Button>
      </div>
      <QueryStates query={predictions} loading="Loading predictions..." errorTitle="Failed to load predictions" empty={empty}>
        <ul className="predictions__list">
          {visible.map((p) => <li key={p.id}><PredictionCard prediction={p} players={index} /></li>)}
        </ul>
      </QueryStates>
      {players.data && <PredictionForm open={formOpen} players={players.data} onClose={() => setFormOpen(false)} />}
    </div>
  );
}
