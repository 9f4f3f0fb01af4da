import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { AVAILABILITY_STATUSES, type AvailabilityRecord, type AvailabilityStatus } from './season-data';

/**
 * Reader of `availability.csv` (one row per player per pre-deadline snapshot). Unlike the
 * other community files it is checked field by field: a flag read wrongly would silently
 * cut a fit player's xPts, so a malformed file fails the import, naming file, line and column,
 * before anything is written (the previous data stays served).
 */
export class AvailabilityFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: string,
    problem: string,
  ) {
    super(`${file}: line ${line}, column "${column}": ${problem}`);
    this.name = 'AvailabilityFileError';
  }
}

const COLUMNS = ['gw', 'element', 'status', 'chance_of_playing_next_round', 'news', 'ep_next'] as const;
type Column = (typeof COLUMNS)[number];

interface ParsedRecord {
  record: Record<string, string>;
  info: { lines: number };
}

export function readAvailability(dir: string): AvailabilityRecord[] {
  const file = join(dir, 'availability.csv');
  if (!existsSync(file)) return [];
  return parseAvailability(readFileSync(file, 'utf8'), file);
}

export function parseAvailability(content: string, file: string): AvailabilityRecord[] {
  let rows: ParsedRecord[];
  try {
    rows = parse(content, { columns: true, skip_empty_lines: true, bom: true, info: true }) as ParsedRecord[];
  } catch (error) {
    const e = error as { lines?: number; message: string };
    throw new AvailabilityFileError(file, e.lines ?? 1, '(row)', e.message);
  }
  const header = rows.length > 0 ? Object.keys(rows[0].record) : [];
  for (const column of COLUMNS) {
    if (rows.length > 0 && !header.includes(column)) throw new AvailabilityFileError(file, 1, column, 'the column is missing');
  }
  const seen = new Set<string>();
  return rows.map(({ record, info }) => {
    const fail = (column: Column, problem: string): never => {
      throw new AvailabilityFileError(file, info.lines, column, `${problem} (found "${record[column] ?? ''}")`);
    };
    const integer = (column: Column, min: number, max: number): number => {
      const n = Number(record[column]);
      if (record[column] === '' || !Number.isInteger(n) || n < min || n > max) fail(column, `expected a whole number from ${min} to ${max}`);
      return n;
    };
    const gameweek = integer('gw', 1, 38);
    const playerId = integer('element', 1, 100_000);
    const status = record.status as AvailabilityStatus;
    if (!AVAILABILITY_STATUSES.includes(status)) fail('status', `expected one of ${AVAILABILITY_STATUSES.join(', ')}`);
    const rawChance = record.chance_of_playing_next_round;
    const chance = rawChance === '' || rawChance === 'None' ? null : Number(rawChance);
    if (chance != null && !(Number.isFinite(chance) && chance >= 0 && chance <= 100)) fail('chance_of_playing_next_round', 'expected empty or a number from 0 to 100');
    const epNext = Number(record.ep_next);
    if (record.ep_next === '' || !Number.isFinite(epNext)) fail('ep_next', 'expected a number');
    const key = `${gameweek}:${playerId}`;
    if (seen.has(key)) fail('element', `player ${playerId} is listed twice for gameweek ${gameweek}`);
    seen.add(key);
    return { gameweek, playerId, status, chanceOfPlaying: chance, news: record.news ?? '', epNext };
  });
}
