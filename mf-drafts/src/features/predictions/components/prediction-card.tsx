import { useState } from 'react';
import { LEADER_PICKS, TOP_PICKS, type Player, type Prediction } from '@draftroom/contracts';
import { PlayerShirt } from '@draftroom/ui';
import { formatDateTime } from '../../../shared/format';

export interface PredictionCardProps {
  prediction: Prediction;
  players: ReadonlyMap<number, Player>;
}

/** An expandable prediction: username and date; open, the top scorers and the statistical leaders. */
export function PredictionCard({ prediction, players }: PredictionCardProps) {
  const [open, setOpen] = useState(false);
  const panel = `prediction-${prediction.id}`;
  return (
    <article className={`prediction-card${open ? ' is-open' : ''}`}>
      <button type="button" className="prediction-card__head" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        <span className="prediction-card__avatar" aria-hidden="true">{prediction.username.slice(0, 1).toUpperCase()}</span>
        <span className="prediction-card__who">
          <span className="prediction-card__name">{prediction.username}</span>
          <time className="dt-muted" dateTime={prediction.createdAt}>{formatDateTime(prediction.createdAt)}</time>
        </span>
        <span className="prediction-card__chevron" aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <div id={panel} className="prediction-card__body">
          <section>
            <h3 className="dt-section-title">Top Scoring Players</h3>
            <ul className="prediction-card__picks">
              {TOP_PICKS.map((t) => (
                <Pick key={t.key} label={t.label} player={lookup(players, prediction[t.key])} amount={prediction[t.points]} unit="pts" />
              ))}
            </ul>
          </section>
          <section>
            <h3 className="dt-section-title">Statistical Leaders</h3>
            <ul className="prediction-card__picks">
              {LEADER_PICKS.map((l) => (
                <Pick key={l.key} label={l.label} player={lookup(players, prediction[l.key])} amount={prediction[l.count]} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </article>
  );
}

const lookup = (players: ReadonlyMap<number, Player>, id: number | null) => (id == null ? null : (players.get(id) ?? null));

function Pick({ label, player, amount, unit }: { label: string; player: Player | null; amount: number | null; unit?: string }) {
  return (
    <li className="prediction-pick">
      <span className="prediction-pick__label">{label}</span>
      {player ? (
        <span className="prediction-pick__player">
          <PlayerShirt teamShortName={player.teamShortName} goalkeeper={player.position === 1} size={28} />
          <span className="prediction-pick__name" title={player.name}>{player.web_name}</span>
          {amount != null && <strong className="prediction-pick__amount">{amount}{unit ? ` ${unit}` : ''}</strong>}
        </span>
      ) : (
        <span className="prediction-pick__none">No selection</span>
      )}
    </li>
  );
}
