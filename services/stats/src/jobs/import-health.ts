import { Injectable } from '@nestjs/common';
import { CURRENT_SEASON } from '@draftroom/fpl-data';
import type { HealthDetails } from '@draftroom/nest-kit';
import { SeasonStore } from '../catalogue/season-store';
import { SeasonRepository } from '../storage/season-repository';

/**
 * /health says 'starting' until the current season is imported, projected and loaded into
 * memory with its payloads built (SeasonStore warmers), so the first request after ready is
 * served from memory instead of loading the season (1.3-3.4 s before).
 */
@Injectable()
export class ImportHealth implements HealthDetails {
  constructor(
    private readonly repository: SeasonRepository,
    private readonly store: SeasonStore,
  ) {}

  async details() {
    const states = await this.repository.states();
    const current = states.find((s) => s.season === CURRENT_SEASON);
    const loaded = Boolean(current?.projectedAt) && Boolean(await this.store.season(CURRENT_SEASON));
    return {
      ready: loaded,
      seasons: states.map((s) => ({ season: s.season, source: s.source, version: s.version, projectedAsOf: s.projectedAsOf })),
    };
  }
}
