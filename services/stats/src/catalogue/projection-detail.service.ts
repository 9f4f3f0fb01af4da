import { Injectable, NotFoundException } from '@nestjs/common';
import { PROJECTION_DETAIL_GAMEWEEKS, SOLVER_MAX_HORIZON, type PlayerProjectionDetail } from '@draftroom/contracts';
import type { SeasonData } from '@draftroom/fpl-data';
import { createProjector, flagsAtOrigin, projectPlayerDetail, type Projector } from '@draftroom/projections';
import { SeasonStore } from './season-store';

/**
 * GET /api/players/{id}/projection: one player's next gameweeks part by part (issue 30 item 6),
 * from the model the projection job runs, at the clock it ran at, with the same history and
 * flags, so the parts add up to the xPts /api/players shows. The fitted projector is kept per
 * dataset version: fitting is the slow part, a player's detail is then a fraction of a projection.
 */
@Injectable()
export class ProjectionDetailService {
  private projector?: { version: string; projector: Promise<Projector> };

  constructor(private readonly store: SeasonStore) {}

  /**
   * `setMinutes`: as if he played that many minutes in each of his matches (decision 217), over as
   * many gameweeks as a solve plans, for the planner's minutes edits and the Team Manager's list of them.
   */
  async detail(playerId: number, setMinutes?: number): Promise<PlayerProjectionDetail> {
    const season = await this.store.current();
    if (!season.data.players.some((p) => p.id === playerId)) throw new NotFoundException(`No player with id ${playerId} in the ${season.data.season} season.`);
    const asOf = season.clock.currentGameweek;
    const targets: number[] = [];
    const ahead = setMinutes === undefined ? PROJECTION_DETAIL_GAMEWEEKS : SOLVER_MAX_HORIZON;
    for (let gw = asOf + 1; gw <= Math.min(38, asOf + ahead); gw += 1) targets.push(gw);
    const projector = await this.projectorFor(season.version, season.data);
    // The job's flags: today's list only when the clock is at the latest results (project-season.ts).
    const flags = flagsAtOrigin(season.data, asOf, asOf >= season.lastFinishedGameweek);
    const gameweeks = projectPlayerDetail(projector, asOf, targets, playerId, flags, setMinutes) ?? [];
    return setMinutes === undefined ? { playerId, asOfGameweek: asOf, gameweeks } : { playerId, asOfGameweek: asOf, setMinutes, gameweeks };
  }

  private projectorFor(version: string, current: SeasonData): Promise<Projector> {
    if (this.projector?.version !== version) {
      const projector = this.history(current.season).then((history) => createProjector(current, history));
      this.projector = { version, projector };
      projector.catch(() => (this.projector = undefined));
    }
    return this.projector!.projector;
  }

  /** Every stored season before the current one, as the projection job reads them. */
  private async history(current: string): Promise<SeasonData[]> {
    const seasons = await Promise.all((await this.store.seasonIds()).filter((s) => s < current).map((id) => this.store.season(id)));
    return seasons.flatMap((s) => (s ? [s.data] : []));
  }
}
