import { z } from 'zod';

/**
 * Every piece of free text a person sends (draft names, prediction usernames, plan names, plan
 * searches) goes through this one schema, so storage only ever sees text it can hold (decision 070):
 * - composed to NFC, so 'é' typed two ways is one name, and stored lengths match what was typed;
 * - control characters (NUL, newlines, tabs, escapes: Unicode category Cc) refused with a 400:
 *   PostgreSQL cannot store NUL at all, and none of them belongs in a one-line name;
 * - lone surrogates refused: they are not text, and the database driver would turn them into U+FFFD,
 *   so two different names would collide as duplicates;
 * - the length counted in characters (code points), the unit PostgreSQL's varchar(n) counts, so an
 *   emoji is one character, as a person counts it;
 * - at least one visible character: a name made only of spaces, zero-width and other ignorable
 *   characters (U+200B, U+3164 the Hangul filler, U+FEFF), or the blank Braille pattern U+2800,
 *   looks blank on every screen and is refused as blank is (issue 29);
 * - no bidirectional embedding, override or isolate controls (U+202A-U+202E, U+2066-U+2069): they
 *   make a name display in another order than it is stored, so one name can pass for another.
 */
export interface TextRules {
  /** What the text is, for messages: 'Draft name'. */
  label: string;
  max: number;
  /** The message when the text is missing or blank; blank is allowed when absent. */
  required?: string;
  /** The message when the text is longer than max. */
  tooLong?: string;
}

const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** What shows nothing where it stands: spaces, default-ignorable characters, the blank Braille cell. */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether the text shows anything at all on a screen. */
export const hasVisibleCharacter = (text: string): boolean => text.replace(INVISIBLE, '') !== '';

/** Characters as PostgreSQL counts them (code points), not UTF-16 units. */
export const characterCount = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

export const textField = ({ label, max, required, tooLong }: TextRules) =>
  z
    .string({ error: required ?? `${label} must be text` })
    .transform((raw, ctx) => {
      if (LONE_SURROGATE.test(raw)) {
        ctx.addIssue({ code: 'custom', message: `${label} contains a broken character; please retype it` });
        return z.NEVER;
      }
      if (CONTROL.test(raw)) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot contain control characters such as line breaks or tabs` });
        return z.NEVER;
      }
      if (BIDI_CONTROL.test(raw)) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot contain text-direction override characters` });
        return z.NEVER;
      }
      const text = raw.normalize('NFC').trim();
      if (required && text === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      if (text !== '' && !hasVisibleCharacter(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must contain at least one visible character` });
        return z.NEVER;
      }
      if (characterCount(text) > max) {
        ctx.addIssue({ code: 'custom', message: tooLong ?? `${label} must be ${max} characters or fewer` });
        return z.NEVER;
      }
      return text;
    });
