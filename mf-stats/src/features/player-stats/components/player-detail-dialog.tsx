import { useMemo } from 'react';
import { clubFixturesByGameweek, formatPrice, formatTenths, formatXpts, gameweekRange, xptsIn, type ClubFixture } from '@draftroom/domain';
import { PlayerGameweeks2526Shape, type SeasonStatsRow2526 } from '@draftroom/contracts';
import { AvailabilityFlag, Button, Dialog, PlayerProjection, PlayerShirt, Spinner, useFixtures, usePlayers, useSeason, useTeams } from '@draftroom/ui';
import { FixtureChips } from '../../../shared/components/fixture-chips';
import { usePlayerGwData } from '../api/player-gw-data';
import { PointsChart } from './points-chart';

export interface PlayerDetailDialogProps {
  /** The season whose page opened it ('2025-26'): its per-gameweek points feed the chart. */
  season: string;
  row: SeasonStatsRow2526;
  onClose: () => void;
  onShowGameweeks: () => void;
}

/**
 * Name, club, price and points, the next six gameweeks' expected points with each opponent
 * coloured by difficulty, the projection behind those xPts part by part (issue 30 item 6), and (beyond the spec) a chart of points against xPts by gameweek.
 */
export function PlayerDetailDialog({ season: statsSeason, row, onClose, onShowGameweeks }: PlayerDetailDialogProps) {
  const players = usePlayers();
  const season = useSeason();
  const fixtures = useFixtures();
  const teams = useTeams();
  const history = usePlayerGwData(statsSeason, PlayerGameweeks2526Shape, row.player_id);
  const player = players.data?.find((p) => p.id === row.player_id);
  const clubs = useMemo(() => new Map((teams.data ?? []).map((t) => [t.id, t])), [teams.data]);
  const ahead = season.data?.nextGameweeks ?? [];
  const through = season.data?.currentGameweek ?? 0;
  const byGw = useMemo(() => (player && fixtures.data ? clubFixturesByGameweek(fixtures.data, player.team) : new Map<number, ClubFixture[]>()), [player, fixtures.data]);

  const points = useMemo(() => {
    const out = new Map<number, number>();
    for (const r of history.data ?? []) out.set(r.gw, (out.get(r.gw) ?? 0) + r.points);
    return out;
  }, [history.data]);
  const lastShown = Math.max(through, ahead[ahead.length - 1] ?? through);
  const chartGws = useMemo(() => gameweekRange(1, lastShown), [lastShown]);
  const xpts = useMemo(() => new Map(player ? chartGws.map((gw) => [gw, xptsIn(player, gw)]) : []), [player, chartGws]);

  return (
    <Dialog open onClose={onClose} size="lg" title={row.player_name} description={`${row.team_name} · ${row.player_position}`}>
      <div className="pd-summary">
        <PlayerShirt teamShortName={row.team_name} goalkeeper={row.player_position === 'GKP'} size={56} />
        <dl className="pd-facts">
          <div><dt>Team</dt><dd>{row.team_name}</dd></div>
          <div><dt>Price</dt><dd>{player ? formatPrice(player.price) : row.price == null ? 'N/A' : formatTenths(row.price)}</dd></div>
          <div><dt>Total points</dt><dd>{player?.totalPoints ?? row.points}</dd></div>
          <div><dt>Minutes</dt><dd>{row.minutes_played}</dd></div>
        </dl>
      </div>

      <section className="pd-section" aria-labelledby="pd-next">
        <h3 id="pd-next">Expected Points &amp; Fixtures</h3>
        {player && <AvailabilityFlag player={player} />}
        {!player || !fixtures.data ? (
          <p className="st-note"><Spinner size="sm" /> Loading fixtures...</p>
        ) : (
          <ol className="pd-next">
            {ahead.map((gw) => {
              const list = byGw.get(gw) ?? [];
              return (
                <li key={gw} className="pd-next__gw">
                  <span className="pd-next__label">GW{gw}</span>
                  <span className="pd-next__fixtures">
                    <FixtureChips fixtures={list} clubsById={clubs} gameweek={gw} style="case" />
                  </span>
                  <span className="pd-next__xpts">{formatXpts(xptsIn(player, gw))}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <PlayerProjection playerId={row.player_id} />

      <section className="pd-section" aria-labelledby="pd-chart">
        <h3 id="pd-chart">Points and xPts by gameweek</h3>
        {history.isPending || !player ? <p className="st-note"><Spinner size="sm" /> Loading...</p> : (
          <PointsChart gameweeks={chartGws} points={points} xpts={xpts} playedThrough={through} titleId="pd-chart" />
        )}
      </section>

      <div className="pd-actions">
        <Button variant="secondary" onClick={onShowGameweeks}>View per-GW stats</Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
