import type { DraftPlayer, VoteType } from '@draftroom/contracts';

/** A draft saved before its players were recorded: its ids, to look them up while its season is served. */
export type DraftWithoutPlayers = Pick<StoredDraft, 'id' | 'selectedPlayers'>;

/** The season of the drafts saved before a draft recorded its own: all were saved in 2025/26. */
export const UNRECORDED_DRAFT_SEASON = '2025-26';

/** A draft as stored, with its vote counts. */
export interface StoredDraft {
  id: number;
  name: string;
  selectedPlayers: number[];
  /** The season whose player ids selectedPlayers are ('2025-26'). */
  season: string;
  /**
   * The players as they were at save time. Read with one draft (find, insert), never with the
   * whole list (list), which only needs the ids; absent on drafts saved before it was recorded.
   */
  players?: DraftPlayer[];
  /** Cost in tenths of £m as recomputed from prices at save time. */
  totalCostTenths: number;
  positionCounts: Record<string, number>;
  teamCounts: Record<string, number>;
  upvotes: number;
  downvotes: number;
  createdAt: Date;
}

/** What a save stores: the draft and its folded name, whose uniqueness the store enforces. */
export type NewDraft = Omit<StoredDraft, 'id' | 'upvotes' | 'downvotes'> & { nameKey: string };

type Picked = number | null;
/** A season prediction as stored. */
export interface StoredPrediction {
  id: number;
  username: string;
  createdAt: Date;
  topGK: Picked; topGKPoints: Picked; topDEF: Picked; topDEFPoints: Picked; topMID: Picked; topMIDPoints: Picked; topFWD: Picked; topFWDPoints: Picked;
  mostGoals: Picked; mostGoalsCount: Picked; mostAssists: Picked; mostAssistsCount: Picked; mostCleanSheets: Picked; mostCleanSheetsCount: Picked;
}

export type NewPrediction = Omit<StoredPrediction, 'id'> & { usernameKey: string };

/** The folded name is taken: the store's unique index said so, whoever raced whom. */
export class NameTakenError extends Error {
  constructor() {
    super('name taken');
  }
}

/**
 * Drafts and votes, whichever store holds them (SQLite through TypeORM, or MongoDB; decision
 * 190): the few things the service asks, nothing an engine would have to fake.
 */
export abstract class DraftsStore {
  /** Stores a new draft with no votes; NameTakenError when its folded name is taken. */
  abstract insert(draft: NewDraft): Promise<StoredDraft>;
  /** Every draft with its counts, in no particular order. */
  abstract list(): Promise<StoredDraft[]>;
  /** One draft with its counts as they are now. */
  abstract find(id: number): Promise<StoredDraft | null>;
  /** A draft's counts as they are now. */
  abstract counts(id: number): Promise<Pick<StoredDraft, 'upvotes' | 'downvotes'>>;
  /** Sets the voter's vote on a draft that exists (drafts are never deleted); null withdraws it. */
  abstract setVote(id: number, voter: string, vote: VoteType | null, at: Date): Promise<void>;
  /** The voter's votes, by draft id. */
  abstract votesOf(voter: string): Promise<Map<number, VoteType>>;
  /** The drafts of `season` saved before drafts recorded their players (decision 238). */
  abstract withoutPlayers(season: string): Promise<DraftWithoutPlayers[]>;
  /** Records a draft's players when it has none yet (a replica may have filled them first). */
  abstract fillPlayers(id: number, players: DraftPlayer[]): Promise<void>;
}

/** Season predictions: one per folded username. */
export abstract class PredictionsStore {
  /** Newest first. */
  abstract list(): Promise<StoredPrediction[]>;
  /** Stores the prediction; NameTakenError when its username is taken. */
  abstract insert(prediction: NewPrediction): Promise<StoredPrediction>;
}
