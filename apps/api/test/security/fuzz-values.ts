import fc from 'fast-check';

/** Lone surrogates replaced (a URL or header cannot carry them; JSON bodies keep them). */
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Ids that exist in the test pack, so some generated calls reach the real code behind validation. */
export const REAL_IDS = [
  'ava',
  'bea',
  'cleo',
  'dana',
  'ava-post-1',
  'dana-post-1',
  'poll-open',
  'poll-ended',
  'notice',
];

/** Strings that break naive code: RTL, emoji, NUL, lone surrogates, traversal, injection, format strings. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '..\\..\\windows',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  'x\uDC00y',
  '\uFEFF',
  '\r\n\r\nX-Injected: 1',
  "' OR '1'='1",
  '"; DROP TABLE "User"; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'me',
  'ava ',
  ' ava',
  'AVA',
  'ava\n',
];

export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.constantFrom(...REAL_IDS) },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 300 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100 * 1024 + 7), '😀'.repeat(30_000), 'a'.repeat(5000)) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1.5, -2.5, Number.MAX_VALUE, Number.MIN_VALUE, 1e308),
  fc.integer(),
  fc.double(),
);

/** Any JSON-able value with the dangerous corners weighted up. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A JSON object whose keys are the procedure's own field names (so values reach each field) plus poison keys. */
export function inputFor(fields: string[]): fc.Arbitrary<unknown> {
  const known = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('id');
  const keys = fc.oneof(
    { weight: 5, arbitrary: known },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'then') },
    { weight: 1, arbitrary: nastyString },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(keys, nastyValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: fc.array(fc.dictionary(keys, nastyValue, { maxKeys: 3 }), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constant({ __proto__: { polluted: 'yes' }, constructor: { prototype: { polluted: 'yes' } } }),
    },
  );
}

/** A path parameter: real ids, traversal, NUL, very long, unicode (sent percent-encoded as a browser would). */
export const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...REAL_IDS) },
  { weight: 5, arbitrary: nastyString.filter((s) => s.length > 0 && s.length <= 180) },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 400 }).map((n) => 'i'.repeat(n)) },
);

/** Query values for page, pageSize and the like. */
export const queryValue = fc.oneof(
  nastyNumber.map(String),
  fc.constantFrom('NaN', '-1', '1e99', '', '1.5', '[]', 'abc', '0', '99999999999999999999'),
  nastyString.filter((s) => s.length < 200),
);

/** Bodies an attacker or a broken client sends: malformed JSON and odd content types. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    { payload: '{"a":', type: 'application/json' },
    { payload: '{"a":1}garbage', type: 'application/json' },
    { payload: '', type: 'application/json' },
    { payload: 'nul\u0000byte', type: 'application/json' },
    {
      payload: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
      type: 'application/json',
    },
    { payload: '<xml/>', type: 'application/xml' },
    { payload: 'a=1&a=2&__proto__[x]=1&constructor[prototype][x]=1', type: 'application/x-www-form-urlencoded' },
    { payload: 'just text', type: 'text/plain' },
    { payload: '\u00ff\u00fe{}', type: 'application/json; charset=utf-16' },
    {
      payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
      type: 'multipart/form-data; boundary=b',
    },
    { payload: '{}', type: 'application/json, text/html' },
    { payload: `{"deep":${'['.repeat(2000)}${']'.repeat(2000)}}`, type: 'application/json' },
    { payload: JSON.stringify({ big: 'x'.repeat(101 * 1024) }), type: 'application/json' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ payload, type: 'application/json' })),
);

/** Authorization headers: absent, malformed, or a token of the given kinds (filled in by the caller). */
export const headerToken = fc.oneof(
  fc.constantFrom(
    '',
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'Basic YWRtaW46YWRtaW4=',
    'bearer a.b.c',
    `Bearer ${'A'.repeat(8000)}`,
    'Bearer a.b.c.d.e',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
);
