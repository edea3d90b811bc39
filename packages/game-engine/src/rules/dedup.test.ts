import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dedupKey, dedupReplies } from './dedup.ts';

const msg = (
  response: string,
  responseTrans: string | null = null,
  role = 'assistant',
): { role: string; response: string; responseTrans: string | null } => ({
  role,
  response,
  responseTrans,
});

describe('dedupReplies', () => {
  it('drops a reply already shown', () => {
    const out = dedupReplies([msg('Hello there')], [msg('Hello there'), msg('New line')]);
    expect(out.map((m) => m.response)).toEqual(['New line']);
  });
  it('compares only the first 300 characters', () => {
    const head = 'x'.repeat(300);
    expect(dedupReplies([msg(`${head} ending one`)], [msg(`${head} ending two`)])).toEqual([]);
    expect(dedupReplies([msg(`${'x'.repeat(299)}a`)], [msg(`${'x'.repeat(299)}b`)])).toHaveLength(1);
  });
  it('matches on the translation too', () => {
    expect(dedupReplies([msg('Hi', 'Hola')], [msg('Hi again', 'Hola')])).toEqual([]);
  });
  it('drops duplicates within the incoming batch', () => {
    expect(dedupReplies([], [msg('Same'), msg('Same')])).toHaveLength(1);
  });
  it('keeps the player own repeated messages', () => {
    expect(dedupReplies([msg('hi', null, 'user')], [msg('hi', null, 'user')])).toHaveLength(1);
  });
  it('never keeps two replies with the same key and keeps every new one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd')),
        fc.array(fc.constantFrom<string>('a', 'b', 'c', 'e')),
        (old, incoming) => {
          const out = dedupReplies(
            old.map((t) => msg(t)),
            incoming.map((t) => msg(t)),
          );
          const keys = out.map((m) => dedupKey(m.response));
          const expected = [...new Set(incoming.filter((t) => !old.includes(t)))];
          return (
            new Set(keys).size === keys.length && keys.every((k) => !old.includes(k)) && keys.length === expected.length
          );
        },
      ),
    );
  });
});
