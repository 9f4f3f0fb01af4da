import { POSITIONS, type PositionId } from '../position/positions';

/** The squad limits every area shares (spec 9). Budget is the builder's; the planner uses the bank. */
export const SQUAD_SIZE = 15;
export const STARTERS = 11;
export const BENCH_SIZE = 4;
/** £m a draft may cost. */
export const BUDGET = 100;
/** Most players one squad may hold from a single club. */
export const MAX_PER_CLUB = 3;

/** 2 GK, 5 DEF, 5 MID, 3 FWD. */
export const squadQuota = (position: PositionId): number => POSITIONS[position].squadQuota;
