import fc from 'fast-check';

/**
 * What the fuzz suite sends (issue 11 proof, decision 075): text that has hurt us before (NUL,
 * control characters, lone surrogates, long Hangul, emoji), any JSON value where a field is
 * expected, and path and query segments that are almost ids. Seeded and bounded: FUZZ_SEED,
 * FUZZ_RUNS (per property; small in CI, large under `npm run fuzz`).
 *
 * An entry point of its own ('@draftroom/testing/fuzz'), not part of '@draftroom/testing/services':
 * fast-check builds its table of every binary string unit when `anyText` is made, about 2 s of
 * CPU, and jest makes it again in every test file that loads it.
 */
export const fuzzSettings = () => ({
  seed: Number(process.env.FUZZ_SEED ?? 11),
  numRuns: Number(process.env.FUZZ_RUNS ?? 150),
});

const nasty = fc.constantFrom(
  '\u0000', 'a\u0000b', '\n', '\t', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\udfff', '\ud83d\ude00', '\u200d', '\ufeff', '\uffff',
  'e\u0301', 'İ', 'ß', 'ﬃ', '%', '_', '\\', "'", '"', '<script>', '../', '%00', ' ', '',
);

/** Free text as people (and attackers) type it. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(nasty, { maxLength: 6 }).map((parts) => parts.join('')),
  fc.tuple(fc.string({ maxLength: 10 }), nasty, fc.string({ maxLength: 10 })).map((p) => p.join('')),
  fc.integer({ min: 1, max: 200 }).map((n) => '가'.repeat(n)),
  fc.integer({ min: 1, max: 100 }).map((n) => '😀'.repeat(n)),
  fc.integer({ min: 50, max: 5000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value, small. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  anyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom(0, -1, 1e308, 2 ** 31, 2 ** 53, -0, 0.1),
  fc.array(fc.oneof(fc.integer(), anyText), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), anyText), { maxKeys: 4 }),
);

/** A field that is usually of the right kind and sometimes anything at all. */
export const mostly = <T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> => fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: anyJson });

/** A path segment or query value that is almost an id. */
export const anySegment = fc.oneof(
  fc.integer({ min: -5, max: 2_000 }).map(String),
  fc.constantFrom('0x10', '1e3', '+5', ' 5', '5 ', '1.5', '99999999999999999999', '-0', '', '%00', '%FF', '%', '..', 'null', 'NaN', '%E2%82', 'a%00b'),
  anyText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '\ufffd'))),
);

/** Query strings: known keys with odd values, repeated keys, unknown keys. */
export const anyQuery = (keys: readonly string[]) =>
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), anySegment), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
