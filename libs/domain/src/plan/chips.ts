import { CAPTAIN_MULTIPLIER } from '../scoring/scoring-rules';

/**
 * The four chips of 2025/26, by the official game's names (active_chip): each can be played once
 * in each half of the season (gameweeks 1-19 and 20-38), one chip per gameweek.
 */
export const CHIPS = ['wildcard', 'freehit', 'bboost', '3xc'] as const;
export type Chip = (typeof CHIPS)[number];

export const CHIP_NAMES: Record<Chip, string> = {
  wildcard: 'Wildcard', freehit: 'Free Hit', bboost: 'Bench Boost', '3xc': 'Triple Captain',
};

/** The last gameweek of the first half; the second starts the gameweek after. */
export const FIRST_HALF_LAST_GAMEWEEK = 19;
export const TRIPLE_CAPTAIN_MULTIPLIER = 3;

export const isChip = (value: unknown): value is Chip => typeof value === 'string' && (CHIPS as readonly string[]).includes(value);
export const halfOf = (gameweek: number): 1 | 2 => (gameweek <= FIRST_HALF_LAST_GAMEWEEK ? 1 : 2);

/** A chip played (or planned) in a gameweek. */
export interface ChipPlay {
  chip: Chip;
  gameweek: number;
}

/** The chips a team's history shows played, from each finished gameweek's active_chip. */
export const chipsPlayed = (history: readonly { gameweek: number; activeChip: string | null }[]): ChipPlay[] =>
  history.flatMap((h) => (isChip(h.activeChip) ? [{ chip: h.activeChip, gameweek: h.gameweek }] : []));

/**
 * Whether `chip` can be played in `gameweek` given the chips already played or planned: the
 * play of the same chip in the same half that stands in the way, else undefined.
 */
export function chipUsedInHalf(chip: Chip, gameweek: number, plays: readonly ChipPlay[]): ChipPlay | undefined {
  return plays.find((p) => p.chip === chip && p.gameweek !== gameweek && halfOf(p.gameweek) === halfOf(gameweek));
}

/** A wildcard or free hit makes every transfer of its gameweek free. */
export const chipMakesTransfersFree = (chip: Chip | null | undefined): boolean => chip === 'wildcard' || chip === 'freehit';

/** Free transfers left in a gameweek after `made` transfers: all of them under a wildcard or free hit. */
export const freeTransfersLeft = (available: number, made: number, chip?: Chip | null): number =>
  chipMakesTransfersFree(chip) ? available : Math.max(0, available - made);

/** The captain's multiplier: 3 with the triple captain, else 2. */
export const captainMultiplier = (chip: Chip | null | undefined): number => (chip === '3xc' ? TRIPLE_CAPTAIN_MULTIPLIER : CAPTAIN_MULTIPLIER);

/** Whether the bench scores: only with the bench boost. */
export const benchScores = (chip: Chip | null | undefined): boolean => chip === 'bboost';

/**
 * A problem with the chips a plan plays, as "Wildcard is already played in gameweek 3 (once per
 * half-season)", or undefined. `played` are the team's chips before the plan; `planned` the plan's.
 */
export function chipsProblem(planned: readonly ChipPlay[], played: readonly ChipPlay[]): string | undefined {
  for (const [i, play] of planned.entries()) {
    const earlier = chipUsedInHalf(play.chip, play.gameweek, [...played, ...planned.slice(0, i)]);
    if (earlier) {
      return `Gameweek ${play.gameweek}: ${CHIP_NAMES[play.chip]} is already played in gameweek ${earlier.gameweek} (once per half-season)`;
    }
  }
  return undefined;
}
