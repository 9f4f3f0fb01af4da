import { Injectable } from '@nestjs/common';
import { CURRENT_SEASON } from '@draftroom/fpl-data';
import type { HealthDetails } from '@draftroom/nest-kit';
import { SeasonRepository } from '../storage/season-repository';

/** /health says 'starting' until the current season is imported and projected. */
@Injectable()
export class ImportHealth implements HealthDetails {
  constructor(private readonly repository: SeasonRepository) {}

  async details() {
    const states = await this.repository.states();
    const current = states.find((s) => s.season === CURRENT_SEASON);
    return {
      ready: Boolean(current?.projectedAt),
      seasons: states.map((s) => ({ season: s.season, source: s.source, version: s.version, projectedAsOf: s.projectedAsOf })),
    };
  }
}
