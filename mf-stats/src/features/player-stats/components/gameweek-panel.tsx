import type { StatsPosition } from '@draftroom/domain';
import { DataTable, EmptyState, ListIcon, QueryStates, SearchIcon } from '@draftroom/ui';
import type { SeasonFilterState } from '../hooks/use-season-filters';
import type { GameweekRowBase, PlayerStatsConfig, SeasonRowBase } from './player-stats-config';

export interface GameweekPanelProps<R extends SeasonRowBase, W extends GameweekRowBase, G extends string> {
  config: PlayerStatsConfig<R, W, G>;
  state: SeasonFilterState<G>;
  player: R | undefined;
}

/** The Per GW tab: the chosen player's rows, one per fixture, with the screen's messages. */
export function GameweekPanel<R extends SeasonRowBase, W extends GameweekRowBase, G extends string>({ config, state, player }: GameweekPanelProps<R, W, G>) {
  const query = config.useGameweekRows(player ? player.player_id : null);
  if (!player) {
    return <EmptyState icon={<SearchIcon />} title="Please select a player to view gameweek stats" text="Type a name in Select Player above; the list offers up to 10 matches." />;
  }
  return (
    <QueryStates query={query} loading="Loading gameweek stats..." errorTitle="Could not load gameweek stats">
      {() => <GameweekRows config={config} state={state} player={player} rows={query.data ?? []} />}
    </QueryStates>
  );
}

function GameweekRows<R extends SeasonRowBase, W extends GameweekRowBase, G extends string>({ config, state, player, rows }: GameweekPanelProps<R, W, G> & { player: R; rows: readonly W[] }) {
  const { fixed, groups } = config.gameweekColumns(player.player_position as StatsPosition);
  const columns = [
    ...fixed,
    ...config.groups.filter((g) => !g.seasonOnly && state.columns.has(g.key)).flatMap((g) => groups[g.key] ?? []),
  ];
  return (
    <section className="st-stack" aria-labelledby={`${config.id}-gw-heading`}>
      <div className="st-section-head">
        <h2 id={`${config.id}-gw-heading`}>Per Gameweek Stats - {player.display_name}</h2>
        <span className="st-note">{player.team_name} · {player.player_position}</span>
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={<ListIcon />} title="No data found for selected player" />
      ) : (
        <DataTable
          caption={`Per gameweek stats of ${player.player_name}`}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.gw}-${r.opponent}`}
          rowClassName={(r) => (r.minutes_played === 0 ? 'st-row--idle' : undefined)}
          dense
        />
      )}
    </section>
  );
}
