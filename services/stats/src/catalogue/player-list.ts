import type { Player } from '@draftroom/contracts';
import type { AppearanceRecord, PlayerRecord, SeasonData } from '@draftroom/fpl-data';
import { xptsKey, type SeasonClock } from '@draftroom/domain';
import type { PlayerProjection } from '@draftroom/projections';

/** What a player looked like at the season clock: price, club, points and ownership. */
interface PlayerAsOf {
  teamId: number;
  nowCost: number;
  totalPoints: number;
  selectedByPercent: number;
  status: string;
  chanceOfPlaying: number | null;
  news: string;
}

const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;

/**
 * When the clock is pinned before the end of the data, the published (latest) price, club,
 * points and ownership would leak the future, so they are rebuilt from the gameweek rows:
 * price and club from the player's row in the clock's gameweek (GW1 before the season),
 * points summed up to the clock, ownership from `selected` over the number of managers
 * (every manager owns 15 players, so managers = total selections / 15).
 */
function statesAsOf(data: SeasonData, gameweek: number): Map<number, PlayerAsOf> {
  const reference = Math.max(1, gameweek);
  const fixtures = new Map(data.fixtures.map((f) => [f.id, f]));
  const latest = new Map<number, AppearanceRecord>();
  const points = new Map<number, number>();
  for (const a of data.appearances) {
    if (a.gameweek <= gameweek) points.set(a.playerId, (points.get(a.playerId) ?? 0) + a.totalPoints);
    if (a.gameweek === reference) latest.set(a.playerId, a);
  }
  // The flags as published before the next deadline, when the data has that snapshot.
  const flags = new Map(data.availability.filter((f) => f.gameweek === gameweek + 1).map((f) => [f.playerId, f]));
  let selections = 0;
  for (const a of latest.values()) selections += a.selected;
  const managers = selections / 15;
  const out = new Map<number, PlayerAsOf>();
  for (const [playerId, a] of latest) {
    const fixture = fixtures.get(a.fixtureId);
    const teamId = fixture ? (a.wasHome ? fixture.homeTeamId : fixture.awayTeamId) : 0;
    out.set(playerId, {
      teamId,
      nowCost: a.value,
      totalPoints: points.get(playerId) ?? 0,
      selectedByPercent: managers > 0 ? round((a.selected / managers) * 100, 1) : 0,
      status: flags.get(playerId)?.status ?? 'a',
      chanceOfPlaying: flags.get(playerId)?.chanceOfPlaying ?? null,
      news: flags.get(playerId)?.news ?? '',
    });
  }
  return out;
}

function published(p: PlayerRecord): PlayerAsOf {
  return {
    teamId: p.teamId, nowCost: p.nowCost, totalPoints: p.totalPoints, selectedByPercent: p.selectedByPercent, status: p.status,
    chanceOfPlaying: p.chanceOfPlayingNextRound, news: p.news,
  };
}

/** The /api/players payload: every footballer known at the clock, with their projections. */
export function playerListAsOf(
  data: SeasonData,
  projections: readonly PlayerProjection[],
  clock: SeasonClock,
  lastFinishedGameweek: number,
): Player[] {
  const pinned = clock.currentGameweek < lastFinishedGameweek;
  const asOf = pinned ? statesAsOf(data, clock.currentGameweek) : undefined;
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const xpts = new Map<number, Record<string, number>>();
  for (const p of projections) {
    const row = xpts.get(p.playerId) ?? {};
    row[xptsKey(p.gameweek)] = round(p.xpts, 2);
    xpts.set(p.playerId, row);
  }
  // Each player's price in gameweek 1: what a squad picked before the season paid (decision 100).
  const startCost = new Map<number, number>();
  for (const a of data.appearances) if (a.gameweek === 1 && !startCost.has(a.playerId)) startCost.set(a.playerId, a.value);
  const out: Player[] = [];
  for (const p of data.players) {
    const state = asOf ? asOf.get(p.id) : published(p);
    if (!state) continue; // not registered yet at the clock
    const team = teams.get(state.teamId);
    out.push({
      id: p.id,
      code: p.code,
      name: `${p.firstName} ${p.secondName}`.trim(),
      web_name: p.webName,
      position: p.position,
      team: state.teamId,
      teamName: team?.name ?? 'Unknown',
      teamShortName: team?.shortName ?? 'UNK',
      price: round(state.nowCost / 10, 1),
      ...(startCost.has(p.id) ? { startPrice: round(startCost.get(p.id)! / 10, 1) } : {}),
      totalPoints: state.totalPoints,
      selectedByPercent: state.selectedByPercent,
      status: state.status,
      chanceOfPlaying: state.chanceOfPlaying,
      news: state.news,
      ...xpts.get(p.id),
    });
  }
  return out;
}
