import type { StoredDraft } from '../storage/stores';

/** A change another replica made: a draft saved (with the draft), or a draft's votes moved. */
export interface DraftChange {
  id: number;
  /** The saved draft as stored (its counts were 0 then); absent for a vote. */
  saved?: StoredDraft;
}

/** What a replica missed since it last looked: the changes in order, or "read everything again". */
export interface MissedChanges {
  /** Some changes cannot be told apart any more (Redis was unreachable, or trimmed them). */
  reloadAll: boolean;
  changes: DraftChange[];
}

/**
 * How the replicas of the drafts service tell each other about saves and votes (issue 29:
 * a draft saved through one replica was never listed by the other). With one process (no
 * REDIS_URL) there is nobody to tell: LocalDraftChanges. With Redis, RedisDraftChanges.
 */
export abstract class DraftChanges {
  /** Says a change was made by this process (after its write, before its answer). */
  abstract publish(change: DraftChange): Promise<void>;
  /** The changes the other processes made since the last call (one Redis round trip). */
  abstract missed(): Promise<MissedChanges>;
  /** Called when the list is read from the store: the changes before now are in it. */
  abstract markRead(): Promise<void>;
}

/** One process: every change is this one's own. */
export class LocalDraftChanges extends DraftChanges {
  async publish(): Promise<void> {}
  async missed(): Promise<MissedChanges> {
    return { reloadAll: false, changes: [] };
  }
  async markRead(): Promise<void> {}
}
