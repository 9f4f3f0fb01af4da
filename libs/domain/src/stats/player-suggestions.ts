/**
 * The 'Select Player' autocomplete: on focus it offers the first players; as the user types, up
 * to 10 players whose display name or full name matches the folded search.
 */
import { matchesSearch } from '../lists/search';
import { PLAYER_SUGGESTION_LIMIT } from './stats-limits';

export interface PlayerOption {
  playerId: number;
  /** Short display name, e.g. 'Saka'. */
  displayName: string;
  /** Full name, e.g. 'Bukayo Saka'. */
  name: string;
}

export function playerSuggestions<T extends PlayerOption>(options: readonly T[], query: string, limit = PLAYER_SUGGESTION_LIMIT): T[] {
  const out: T[] = [];
  for (const o of options) {
    if (out.length >= limit) break;
    if (matchesSearch(query, o.displayName, o.name)) out.push(o);
  }
  return out;
}
