import { useId, useMemo, useState } from 'react';
import {
  clampPage, filterSeasonRows, pageSlice, priceSliderBounds, sortSeasonRows, STATS_PAGE_SIZE,
} from '@draftroom/domain';
import { ChartIcon, QueryStates, useTeams, type PlayerChoice } from '@draftroom/ui';
import { Tabs } from '../../../shared/components/tabs';
import { useSeasonFilters, type StatsTab } from '../hooks/use-season-filters';
import { GameweekPanel } from './gameweek-panel';
import type { GameweekRowBase, PlayerStatsConfig, SeasonRowBase } from './player-stats-config';
import { SeasonFiltersCard } from './season-filters-card';
import { SeasonTable } from './season-table';
import { StatsPagination } from './stats-pagination';

const TABS: ReadonlyArray<{ key: StatsTab; label: string }> = [
  { key: 'season', label: 'Season Totals' },
  { key: 'pergw', label: 'Per GW' },
];

/** Player Stats (24/25 or 25/26): tabs, the filters card, the season table or the per-GW table. */
export function PlayerStatsScreen<R extends SeasonRowBase, W extends GameweekRowBase, G extends string>({ config }: { config: PlayerStatsConfig<R, W, G> }) {
  const [state, dispatch] = useSeasonFilters({ sort: config.defaultSort, columns: config.defaultGroups });
  const [detail, setDetail] = useState<R | null>(null);
  const panelId = useId();
  const season = config.useSeasonRows();
  const all = season.data;

  const teams = useTeams();
  const shirts = useMemo(() => new Set((teams.data ?? []).map((t) => t.short_name)), [teams.data]);
  const clubs = useMemo(() => [...new Set((all ?? []).map((r) => r.team_name))], [all]);
  const priceBounds = useMemo(() => priceSliderBounds((all ?? []).map((r) => r.price)), [all]);
  const players = useMemo<PlayerChoice[]>(
    () => sortSeasonRows(filterSeasonRows(all ?? [], { search: '', positions: [], team: '', minMinutes: 0, price: priceBounds }, config.filterOptions), 'minutes_played', ['minutes_played'])
      .map((r) => ({ playerId: r.player_id, displayName: r.display_name, name: r.player_name, detail: `${r.team_name} · ${r.player_position}` })),
    [all, priceBounds, config.filterOptions],
  );
  const rows = useMemo(() => {
    const filters = { search: state.search, positions: state.positions, team: state.team, minMinutes: state.minMinutes, price: state.price ?? priceBounds };
    return sortSeasonRows(filterSeasonRows(all ?? [], filters, config.filterOptions), state.sort, config.sortKeys);
  }, [all, state.search, state.positions, state.team, state.minMinutes, state.price, state.sort, priceBounds, config]);
  const chosen = all?.find((r) => r.player_id === state.playerId);
  const page = clampPage(state.page, rows.length, STATS_PAGE_SIZE);

  const empty = state.tab === 'season' && rows.length === 0
    && { icon: <ChartIcon />, title: 'No players found matching your filters', text: 'Lower the minimum minutes, widen the price range or reset the filters.' };
  const body = (
    <QueryStates query={season} loading="Loading season stats..." errorTitle="Could not load season stats" empty={empty}>
      {() => state.tab === 'pergw' ? <GameweekPanel config={config} state={state} player={chosen} /> : (
        <section className="st-stack">
          <SeasonTable
            rows={pageSlice(rows, page, STATS_PAGE_SIZE)}
            state={state}
            dispatch={dispatch}
            groups={config.groups}
            columns={config.seasonColumns}
            sortKeys={config.sortKeys}
            onOpenPlayer={config.renderPlayerDetail ? setDetail : undefined}
            shirts={shirts}
          />
          <StatsPagination page={page} total={rows.length} pageSize={STATS_PAGE_SIZE} onPageChange={(value) => dispatch({ type: 'page', value })} />
        </section>
      )}
    </QueryStates>
  );

  return (
    <>
      <Tabs tabs={TABS} active={state.tab} onChange={(value) => dispatch({ type: 'tab', value })} panelId={panelId} label="Stats view" />
      <SeasonFiltersCard id={config.id} state={state} dispatch={dispatch} groups={config.groups} sortOptions={config.sortOptions} priceBounds={priceBounds} players={players} clubs={clubs} />
      <div id={panelId} role="tabpanel">{body}</div>
      {detail && config.renderPlayerDetail?.({
        row: detail,
        close: () => setDetail(null),
        showGameweeks: () => {
          dispatch({ type: 'player', value: detail.player_id });
          dispatch({ type: 'tab', value: 'pergw' });
          setDetail(null);
        },
      })}
    </>
  );
}
