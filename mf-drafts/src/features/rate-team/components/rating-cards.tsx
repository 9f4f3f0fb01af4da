import { displayedRating } from '@draftroom/domain';
import { formatXpts } from '../../../shared/format';
import type { RateTeamState } from '../hooks/use-rate-team';

/** Draft Rating, Expected Points for a gameweek, the period total and the Optimal Total xPts. */
export function RatingCards({ rate }: { rate: RateTeamState }) {
  const { rating, standing, weeks, gameweek, gameweeks, period } = rate;
  const shown = displayedRating(rating.rating);
  const windowLabel = `GW${weeks.window[0]}-${weeks.window[weeks.window.length - 1]}`;
  return (
    <div className="rate__cards">
      <section className="rate-card rate-card--rating" aria-labelledby="draft-rating-title">
        <h3 id="draft-rating-title" className="rate-card__title">Draft Rating</h3>
        <p className="rate-card__big"><strong>{shown.toFixed(1)}</strong><span>/ 100</span></p>
        <div className="rate-card__meter" aria-hidden="true"><span style={{ width: `${shown}%` }} /></div>
        {standing && (
          <p className="rate-card__standing" data-testid="rating-standing">
            Better than {Math.round(standing.below * 100)}% of the {standing.of} saved drafts (rank {standing.rank} of {standing.of}).
          </p>
        )}
        <p className="rate-card__note">
          Optimal GW{weeks.first} {formatXpts(rating.firstGameweek)} + optimal {windowLabel} {formatXpts(rating.windowTotal)} xPts, money-left bonus {(rating.bonus * 100).toFixed(1)}.
        </p>
      </section>

      <section className="rate-card" aria-labelledby="gw-points-title">
        <h3 id="gw-points-title" className="rate-card__title">Expected Points</h3>
        <div className="rate-card__stepper">
          <button type="button" className="dt-icon-button" aria-label="Previous gameweek" disabled={gameweek <= gameweeks[0]} onClick={() => rate.setGameweek(gameweek - 1)}>‹</button>
          <span className="rate-card__gw" aria-live="polite">GW{gameweek}</span>
          <button type="button" className="dt-icon-button" aria-label="Next gameweek" disabled={gameweek >= gameweeks[gameweeks.length - 1]} onClick={() => rate.setGameweek(gameweek + 1)}>›</button>
        </div>
        <p className="rate-card__big"><strong>{formatXpts(rate.points)}</strong><span>xPts</span></p>
        <p className="rate-card__note">{rate.lineup.captain ? `${rate.lineup.captain.web_name} captain (points doubled)` : 'No captain picked'}</p>
      </section>

      <section className="rate-card" aria-labelledby="period-title">
        <h3 id="period-title" className="rate-card__title">Expected points over selected period</h3>
        <div className="rate-card__period">
          <label className="dr-field">
            <span className="dr-field__label">From GW</span>
            <select className="dr-select" value={period.from} onChange={(e) => rate.setFrom(Number(e.target.value))}>
              {gameweeks.map((gw) => <option key={gw} value={gw}>{gw}</option>)}
            </select>
          </label>
          <label className="dr-field">
            <span className="dr-field__label">To GW</span>
            <select className="dr-select" value={period.to} onChange={(e) => rate.setTo(Number(e.target.value))}>
              {gameweeks.map((gw) => <option key={gw} value={gw} disabled={gw < period.from}>{gw}</option>)}
            </select>
          </label>
        </div>
        <p className="rate-card__big"><strong>{formatXpts(rate.periodTotal)}</strong><span>xPts</span></p>
      </section>

      <section className="rate-card rate-card--optimal" aria-labelledby="optimal-title">
        <h3 id="optimal-title" className="rate-card__title">Optimal Total xPts</h3>
        <p className="rate-card__big"><strong>{formatXpts(rate.optimalTotal)}</strong><span>xPts</span></p>
        <p className="rate-card__note">Best formation and captain in each of GW{period.from}-{period.to}.</p>
      </section>
    </div>
  );
}
