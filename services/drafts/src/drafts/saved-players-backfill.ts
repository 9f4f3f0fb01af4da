import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JsonLogger, PlayerCatalogue } from '@draftroom/nest-kit';
import { DraftsStore } from '../storage/stores';
import { asSaved } from './draft-mapper';

const RETRY_MS = 60_000;

/**
 * Drafts saved before a draft recorded its players have only ids (decision 238). While their
 * season is the one served, those ids still name their players, so each start records them from
 * the current list: once the season rolls over, the ids name other players and it is too late.
 * Runs in the background at start, again a minute later while the stats service cannot be read.
 */
@Injectable()
export class SavedPlayersBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly store: DraftsStore,
    private readonly catalogue: PlayerCatalogue,
    private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.fillInBackground();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.retry);
  }

  private fillInBackground(): void {
    this.fill().catch((error: unknown) => {
      this.logger.event('info', 'saved players of older drafts not recorded yet (the stats service is not answering); trying again in a minute', { reason: String(error) });
      this.retry = setTimeout(() => this.fillInBackground(), RETRY_MS).unref();
    });
  }

  /** Records the players of the current season's drafts that have none; returns how many it filled. */
  async fill(): Promise<number> {
    const { players, season } = await this.catalogue.current();
    let filled = 0;
    for (const draft of await this.store.withoutPlayers(season)) {
      const squad = draft.selectedPlayers.map((id) => players.get(id));
      // A player the game has removed since cannot be described: the draft keeps its ids only.
      if (squad.some((p) => p === undefined)) continue;
      await this.store.fillPlayers(draft.id, squad.map((p) => asSaved(p!)));
      filled += 1;
    }
    if (filled > 0) this.logger.event('info', 'recorded the players of drafts saved before drafts kept them', { season, drafts: filled });
    return filled;
  }
}
