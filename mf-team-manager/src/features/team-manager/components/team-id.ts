import { MAX_ID } from '@draftroom/contracts';

/** What the Team ID field holds: a team ID to load, or a sentence saying what to change. */
export type TeamIdReading = { teamId: number } | { problem: string };

/** The number after /entry/ in a team page's address (…/entry/1234567/event/12, …/entry/1234567/history). */
const ENTRY_IN_ADDRESS = /\/entry\/(\d+)/;
const MAX_DIGITS = String(MAX_ID).length;

/** The team ID in a pasted team page address, or undefined when the text is no such address. */
export function teamIdInAddress(text: string): string | undefined {
  return ENTRY_IN_ADDRESS.exec(text)?.[1];
}

/** Said when the field holds anything but digits (or an address). */
export const DIGITS_ONLY = 'A team ID has digits only (e.g. 1001), with no letters, spaces or signs. You can also paste your team page address.';

/** The beginnings of a team page address someone might type by hand, letter by letter. */
const ADDRESS_STARTS = ['https://', 'http://', 'fantasy.premierleague.com/', 'www.'];

/**
 * What to say while the field is being typed in (issue 31): the digits-only sentence once a
 * character no team ID holds is typed, and nothing otherwise. Quiet while the text may still become
 * a team page address ("h", "https://fan..."), and about the rest (blank, 0, too long) until Load.
 */
export function typingProblem(text: string): string | undefined {
  const raw = text.trim();
  if (/^\d*$/.test(raw) || teamIdInAddress(raw) !== undefined) return undefined;
  const lower = raw.toLowerCase();
  const mayBeAddress = ADDRESS_STARTS.some((start) => start.startsWith(lower) || lower.startsWith(start));
  return mayBeAddress ? undefined : DIGITS_ONLY;
}

/**
 * Reads the Team ID field (spec 5: numeric, minimum 1). A pasted address gives its /entry/ number;
 * letters, an ID too long for the official game and 0 each get a sentence a manager can act on,
 * before any request is made.
 */
export function readTeamId(text: string): TeamIdReading {
  const raw = teamIdInAddress(text) ?? text.trim();
  if (raw === '') return { problem: 'Enter your FPL team ID: the number after /entry/ in your team page address.' };
  if (!/^\d+$/.test(raw)) return { problem: DIGITS_ONLY };
  const digits = raw.replace(/^0+/, '');
  if (digits === '') return { problem: 'A team ID is a whole number of 1 or more.' };
  if (digits.length > MAX_DIGITS) {
    return { problem: `${digits.length} digits is too long for a team ID: the official game's IDs have at most ${MAX_DIGITS}. Check the number after /entry/ in your team page address.` };
  }
  if (Number(digits) > MAX_ID) return { problem: `No team ID is that large: the largest possible is ${MAX_ID}.` };
  return { teamId: Number(digits) };
}
