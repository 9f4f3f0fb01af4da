import { join } from 'node:path';
import { PlayerListSchema, type Player, type PriceMoves } from '@draftroom/contracts';
import { seasonClock } from '@draftroom/domain';
import { lastFinishedGameweek, latestSeason, readSnapshotManifest, readSnapshotSeason, type SeasonData } from '@draftroom/fpl-data';
import type { PlayerCatalogue } from '@draftroom/nest-kit';
import { projectSeason } from '@draftroom/projections';
import { playerListAsOf } from '@draftroom/stats-service/player-list';
import { oncePerRun } from './test-run';

export const SNAPSHOT_DIR = join(__dirname, '..', '..', '..', '..', 'data', 'snapshot');

/** The clock of the e2e stack and the specification's screens. */
export const SPEC_GAMEWEEK = 4;

let season: SeasonData | undefined;

/** The seasons of the committed snapshot, oldest first. */
export const snapshotSeasons = (): string[] => readSnapshotManifest(SNAPSHOT_DIR).seasons.map((s) => s.season).sort();

/** The snapshot's latest season, the one a snapshot import serves (2025/26). */
export const snapshotCurrentSeason = (): string => latestSeason(snapshotSeasons())!;

/** The real 2025/26 season from the committed snapshot (read once per test file). */
export const realSeason = (): SeasonData => (season ??= readSnapshotSeason(SNAPSHOT_DIR, snapshotCurrentSeason()));

/**
 * The /api/players list the stats service answers when it has imported the committed snapshot
 * (every season, as `npm start` and the e2e stack do) with the clock at `asOfGameweek`: the same
 * pure functions it serves from, without its database and HTTP.
 * services/stats/test/players-contract.test.ts proves the two agree. Computed once per run
 * (a few seconds: the projection model) and shared by every worker through a file.
 */
export function snapshotPlayers(asOfGameweek = SPEC_GAMEWEEK): Promise<Player[]> {
  return oncePerRun(`snapshot_players_gw${asOfGameweek}`, async () => {
    const data = realSeason();
    const history = snapshotSeasons().filter((s) => s < data.season).map((s) => readSnapshotSeason(SNAPSHOT_DIR, s));
    const last = lastFinishedGameweek(data.fixtures);
    const clock = seasonClock(last, asOfGameweek);
    const projections = projectSeason({ current: data, history, asOfGameweek: clock.currentGameweek });
    return PlayerListSchema.parse(playerListAsOf(data, projections, clock, last));
  });
}

/**
 * The stats-client fake: drafts and planner reach the stats service only through PlayerCatalogue,
 * so their tests replace that provider with this one, fed by the committed snapshot, instead of
 * booting a whole stats service for a player list.
 */
export class SnapshotPlayerCatalogue implements Pick<PlayerCatalogue, 'players' | 'player' | 'season' | 'current' | 'priceMoves'> {
  private byId: Map<number, Player>;
  /** The predicted price moves a test sets (none by default: solves plan at today's prices). */
  moves: PriceMoves | undefined;
  private served: string = snapshotCurrentSeason();

  constructor(readonly list: readonly Player[]) {
    this.byId = new Map(list.map((p) => [p.id, p]));
  }

  /** The stats service has imported a new season: its players (with their new ids) from now on. */
  rollOver(season: string, players: readonly Player[]): void {
    this.served = season;
    this.byId = new Map(players.map((p) => [p.id, p]));
  }

  async season(): Promise<string> {
    return this.served;
  }

  async current(): Promise<{ players: Map<number, Player>; season: string }> {
    return { players: this.byId, season: this.served };
  }

  async players(): Promise<Map<number, Player>> {
    return this.byId;
  }

  async player(id: number): Promise<Player | undefined> {
    return this.byId.get(id);
  }

  async priceMoves(): Promise<PriceMoves | undefined> {
    return this.moves;
  }
}

export async function snapshotCatalogue(asOfGameweek = SPEC_GAMEWEEK): Promise<SnapshotPlayerCatalogue> {
  return new SnapshotPlayerCatalogue(await snapshotPlayers(asOfGameweek));
}
