/**
 * The game's one vocabulary of positions. The official game numbers them (element_type 1-4);
 * the draft tools write GK/DEF/MID/FWD, the stats screens GKP/DEF/MID/FWD; all three are read
 * from this table, never written out again elsewhere.
 */
export type PositionId = 1 | 2 | 3 | 4;

export interface PositionInfo {
  id: PositionId;
  /** Short code used by the draft tools: GK, DEF, MID, FWD. */
  code: 'GK' | 'DEF' | 'MID' | 'FWD';
  /** Code used by the stats screens, where goalkeepers are GKP. */
  statsCode: 'GKP' | 'DEF' | 'MID' | 'FWD';
  name: 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';
  /** How many of this position a 15-player squad holds. */
  squadQuota: number;
}

export const POSITIONS: Readonly<Record<PositionId, PositionInfo>> = {
  1: { id: 1, code: 'GK', statsCode: 'GKP', name: 'Goalkeeper', squadQuota: 2 },
  2: { id: 2, code: 'DEF', statsCode: 'DEF', name: 'Defender', squadQuota: 5 },
  3: { id: 3, code: 'MID', statsCode: 'MID', name: 'Midfielder', squadQuota: 5 },
  4: { id: 4, code: 'FWD', statsCode: 'FWD', name: 'Forward', squadQuota: 3 },
};

export const POSITION_IDS: readonly PositionId[] = [1, 2, 3, 4];

/** GKP, DEF, MID, FWD: the stats screens' codes, in the game's order. */
export type StatsPosition = PositionInfo['statsCode'];
export const STATS_POSITIONS = ['GKP', 'DEF', 'MID', 'FWD'] as const satisfies readonly StatsPosition[];

export function isPositionId(value: unknown): value is PositionId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * The position of a footballer, for code that cannot go on without one. Anything else (the
 * 2024/25 assistant managers were element_type 5) is an error, never quietly another position.
 */
export function requirePositionId(value: unknown, what = 'a player'): PositionId {
  if (!isPositionId(value)) throw new Error(`Unknown position ${String(value)} for ${what}: the game numbers positions 1-4`);
  return value;
}

/** 'GK' for 1 ... 'FWD' for 4; 'UNK' for anything else (the ownership table shows UNK). */
export function positionCode(position: number): string {
  return isPositionId(position) ? POSITIONS[position].code : 'UNK';
}

/** Stats screens call goalkeepers GKP; 'UNK' for anything else. */
export function positionStatsCode(position: number): string {
  return isPositionId(position) ? POSITIONS[position].statsCode : 'UNK';
}

/** Reads 'GK', 'GKP', 'Goalkeeper', 'DEF', ... (case-insensitive) into a position number. */
export function positionFromLabel(label: string): PositionId | undefined {
  const wanted = label.trim().toUpperCase();
  for (const id of POSITION_IDS) {
    const p = POSITIONS[id];
    if (wanted === p.code || wanted === p.statsCode || wanted === p.name.toUpperCase()) return id;
  }
  return undefined;
}
