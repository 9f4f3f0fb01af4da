import type { Chip } from './chips';
import type { TEAM_FORMATIONS } from '../squad/formations';
import type { PositionId } from '../position/positions';

/**
 * What the planner needs to know about a footballer. The Team Manager screen builds it from
 * /api/players; the planner service from its PlayerCatalogue. Prices are £m with one decimal,
 * as the catalogue publishes them; the planner itself counts money in tenths.
 */
export interface PlannerPlayer {
  id: number;
  position: PositionId;
  /** Club id. */
  team: number;
  /** Club name, for 'Maximum players from {team} selected'. */
  teamName: string;
  price: number;
  /** £m at gameweek 1, when the catalogue knows it (the purchase price of a squad picked before the season). */
  startPrice?: number;
  /** Short display name (web_name), for the server's messages; absent in made-up markets. */
  name?: string;
}

/** One of the Team Manager's seven formations (spec 9). */
export type TeamFormation = (typeof TEAM_FORMATIONS)[number];

export type PlayerLookup = (id: number) => PlannerPlayer | undefined;

/** A player sold out of a slot that has not been filled yet, and what the sale brought in. */
export interface SoldPlayer {
  playerId: number;
  /** Tenths of £m credited to the bank. */
  priceTenths: number;
}

/** One of the fifteen places of a squad. Its position never changes; its player may. */
export interface SquadSlot {
  position: PositionId;
  playerId: number | null;
  /** Set while the slot is empty after a transfer out. */
  sold?: SoldPlayer;
}

/**
 * A transfer as the plan records it (spec 3: gameweek, playerOut, playerIn, wasFreeTransfer,
 * playerOutPrice, playerInPrice). Prices are tenths of £m so bank sums never drift.
 */
export interface TransferRecord {
  gameweek: number;
  playerOut: number;
  playerIn: number;
  wasFreeTransfer: boolean;
  playerOutPrice: number;
  playerInPrice: number;
}

/** The squad of one gameweek of a plan. */
export interface GameweekSquad {
  gameweek: number;
  /** The eleven in pitch order: goalkeeper, defenders, midfielders, forwards. */
  starters: SquadSlot[];
  /** The four substitutes, spare goalkeeper first. */
  bench: SquadSlot[];
  formation: TeamFormation;
  captainId: number | null;
  viceCaptainId: number | null;
  /** Money in the bank, tenths of £m (the game's unit: 5 = £0.5m). */
  bankTenths: number;
  /** Transfers made in this gameweek, in the order they were made. */
  transfers: TransferRecord[];
  /** The chip played this gameweek, if any. */
  chip?: Chip | null;
  /**
   * What was paid for players bought before this gameweek, tenths by id (the team's transfer
   * history, then the plan's own purchases); a player not listed sells for his price now.
   */
  purchasePrices?: Readonly<Record<number, number>>;
}

/** Where a slot sits: on the pitch (starters) or the bench, and its index there. */
export interface SlotRef {
  onBench: boolean;
  index: number;
}
