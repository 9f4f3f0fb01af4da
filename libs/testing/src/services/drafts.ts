import type { Player } from '@draftroom/contracts';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { bootTestService, listen, type BootedService } from './boot-service';
import { draftsStoreCounts, type DraftsStoreCounts } from './drafts-store-counts';
import { snapshotCatalogue, type SnapshotPlayerCatalogue } from './snapshot-catalogue';

const draftsModule = () => require('@draftroom/drafts-service/app-module').AppModule;

export interface DraftsTestStack {
  drafts: BootedService;
  /** Base URL of the drafts service, listening on a free port (for real concurrent HTTP). */
  draftsUrl: string;
  /** The real 2025/26 player list at GW4 (as the e2e stack serves it), as the drafts service sees it. */
  players: Player[];
  /** The player list the service sees, which a test can roll over to another season. */
  catalogue: SnapshotPlayerCatalogue;
  /** Counts in the store under test (SQLite or MongoDB). */
  stored: DraftsStoreCounts;
  close(): Promise<void>;
}

/**
 * The drafts service on a fresh database (SQLite, or MongoDB in the mongodb pass), with its PlayerCatalogue replaced by the snapshot-fed
 * fake: the players the real stats service gives at GW4 (as in the e2e stack), without booting one.
 * `at` names the database (on MongoDB: one that already holds drafts, or shared by two services).
 */
export async function bootDraftsStack(env: Record<string, string | undefined> = {}, options: { at?: string } = {}): Promise<DraftsTestStack> {
  const catalogue = await snapshotCatalogue();
  const drafts = await bootTestService('drafts', draftsModule, { SESSION_SECRET: 'test-secret', ...env }, {
    overrides: [{ provide: PlayerCatalogue, useValue: catalogue }], at: options.at,
  });
  const stored = draftsStoreCounts(drafts);
  const close = async () => {
    await stored.close();
    await drafts.close();
  };
  return { drafts, draftsUrl: await listen(drafts), players: [...catalogue.list], catalogue, stored, close };
}
