import { SaveDraftSchema } from './drafts';
import { PlanNameSchema, SavedPlansQuerySchema } from './plans';
import { characterCount, textField } from './text';

const name = textField({ label: 'Draft name', max: 60, required: 'Draft name required' });
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('free text from people (one schema for every name)', () => {
  it('composes to NFC and trims, so one name typed two ways is one name', () => {
    expect(name.parse('  Cafe\u0301 XI ')).toBe('Café XI');
    expect(name.parse('Café XI')).toBe(name.parse('Cafe\u0301 XI'));
  });

  it.each([
    ['a\u0000b', 'NUL'],
    ['line\nbreak', 'a line break'],
    ['tab\there', 'a tab'],
    ['esc\u001b[31m', 'an escape'],
    ['del\u007f', 'DEL'],
    ['c1\u0085', 'a C1 control'],
  ])('refuses %j (%s) with a sentence', (text) => {
    expect(message(name.safeParse(text))).toBe('Draft name cannot contain control characters such as line breaks or tabs');
  });

  it('refuses lone surrogates instead of letting them become U+FFFD duplicates', () => {
    expect(message(name.safeParse('team \ud800'))).toBe('Draft name contains a broken character; please retype it');
    expect(message(name.safeParse('\udc00 team'))).toBe('Draft name contains a broken character; please retype it');
    expect(name.parse('team 😀')).toBe('team 😀');
  });

  it('counts characters as the database does: an emoji is one, not two UTF-16 units', () => {
    expect(characterCount('😀'.repeat(60))).toBe(60);
    expect(name.safeParse('😀'.repeat(60)).success).toBe(true);
    expect(message(name.safeParse('😀'.repeat(61)))).toBe('Draft name must be 60 characters or fewer');
  });

  it('says the name is required when blank', () => {
    expect(message(name.safeParse('   '))).toBe('Draft name required');
    expect(message(SaveDraftSchema.safeParse({ selectedPlayers: [1], totalCost: 1 }))).toBe('Draft name required');
  });

  it.each([
    ['\u200b', 'a zero-width space'],
    ['\u2800\u2800', 'blank Braille cells'],
    ['\u3164', 'the Hangul filler'],
    ['\ufeff \u200d', 'a BOM and a zero-width joiner'],
  ])('refuses a name of nothing visible: %j (%s)', (text) => {
    expect(message(name.safeParse(text))).toBe('Draft name must contain at least one visible character');
  });

  it('refuses direction overrides, which show a name in another order than it is stored', () => {
    expect(message(name.safeParse('\u202eabc'))).toBe('Draft name cannot contain text-direction override characters');
    expect(message(name.safeParse('a\u2067b'))).toBe('Draft name cannot contain text-direction override characters');
    expect(name.parse('نادي ⚽ XI')).toBe('نادي ⚽ XI');
  });

  it('checks plan names and plan searches the same way', () => {
    expect(PlanNameSchema.parse('가'.repeat(80))).toBe('가'.repeat(80));
    expect(message(PlanNameSchema.safeParse('가'.repeat(81)))).toBe('Plan name must be at most 80 characters');
    expect(message(SavedPlansQuerySchema.safeParse({ name: 'a\u0000b' }))).toMatch(/control characters/);
    expect(SavedPlansQuerySchema.parse({ name: '  ' , teamId: '5' })).toEqual({ teamId: 5, name: undefined });
    expect(message(SavedPlansQuerySchema.safeParse({ name: ['a', 'b'] }))).toBe('Plan name must be text');
  });
});
