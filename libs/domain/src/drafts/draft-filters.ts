import { matchesSearch } from '../lists/search';

export type DraftTimeFilter = 'last_hour' | 'today' | 'this_week' | 'all_time';

export const DRAFT_TIME_FILTERS: ReadonlyArray<{ value: DraftTimeFilter; label: string }> = [
  { value: 'last_hour', label: 'Last Hour' },
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This Week' },
  { value: 'all_time', label: 'All Time' },
];

export type DraftSort = 'newest' | 'top_rated';
export const DRAFT_SORTS: ReadonlyArray<{ value: DraftSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'top_rated', label: 'Top Rated' },
];

/**
 * Start of a time filter in the viewer's own time (spec 9): last hour 60 minutes, today since
 * local midnight, this week 7 days; all time has no start.
 */
export function draftTimeFilterStart(filter: DraftTimeFilter, now: Date): Date | null {
  if (filter === 'last_hour') return new Date(now.getTime() - 60 * 60_000);
  if (filter === 'this_week') return new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  if (filter === 'today') {
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    return midnight;
  }
  return null;
}

export interface DraftLike {
  name: string;
  createdAt: string;
}

/** All Drafts' local filters: the name search (folded substring) and the time window. */
export function filterDrafts<T extends DraftLike>(drafts: readonly T[], search: string, time: DraftTimeFilter, now: Date): T[] {
  const start = draftTimeFilterStart(time, now)?.getTime();
  return drafts.filter((d) => matchesSearch(search, d.name) && (start === undefined || Date.parse(d.createdAt) >= start));
}

export interface SquadComparison {
  common: number[];
  onlyFirst: number[];
  onlySecond: number[];
}

/** Compare: the players both drafts hold and each side's own, in each draft's order. */
export function compareSquads(first: readonly number[], second: readonly number[]): SquadComparison {
  const inFirst = new Set(first);
  const inSecond = new Set(second);
  return {
    common: first.filter((id) => inSecond.has(id)),
    onlyFirst: first.filter((id) => !inSecond.has(id)),
    onlySecond: second.filter((id) => !inFirst.has(id)),
  };
}
