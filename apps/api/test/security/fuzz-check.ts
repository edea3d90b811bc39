import fc from 'fast-check';
import { expect } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';
import { errorText, isErrorKey, type ErrorKey } from '@app/schema';
import { LEAK } from './support.ts';
import { wellFormed } from './fuzz-values.ts';

/**
 * Procedures still answering 501 "Not implemented yet" while their router is being written. Keep this
 * explicit and small: a listed procedure that stops being a stub fails the suite until it is removed
 * from here, and a 501 from any other procedure fails at once.
 */
export const KNOWN_STUBS: ReadonlySet<string> = new Set<string>([]);

/** Stubs actually met during the run (to report, and to catch a list that went stale). */
export const stubsSeen = new Set<string>();

/**
 * Generated cases per REST path and per procedure in all (FUZZ_RUNS, default 100): a quarter through
 * HTTP (Fastify inject: content types, raw bodies, batching) and the rest in process (fuzz-fast.ts).
 */
export const FUZZ_RUNS = Math.max(2, Number(process.env.FUZZ_RUNS ?? 100));
export const HTTP_RUNS = Math.ceil(FUZZ_RUNS / 4);
export const FAST_RUNS = FUZZ_RUNS - HTTP_RUNS;
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let cases = 0;
/** Generated requests sent so far in this file (the report counts them). */
export const casesSent = () => cases;
export const countCase = () => void cases++;

/** A path segment sent as is (not re-encoded): broken escapes, overlong dots, encoded NUL and surrogates. */
export const RAW_SEGMENTS = [
  '%00',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%FF',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '..',
  '%',
  '%zz',
  '%E2%80%AE',
  'a%2Fb',
  '%252e%252e',
];

export const encodeParam = (v: string) => encodeURIComponent(wellFormed(v));

function parseJson(res: Response, label: string, trpc: boolean): unknown {
  const type = String(res.headers['content-type'] ?? '');
  // tRPC labels a few of its own refusals (415, mixed batch) text/plain, JSON inside; nosniff keeps that inert
  expect(type, `${label}: an error answer must be JSON (got ${type})`).toMatch(
    trpc ? /application\/json|text\/plain/ : /application\/json/,
  );
  try {
    return JSON.parse(res.payload) as unknown;
  } catch {
    throw new Error(`${label}: the answer is not JSON: ${res.payload.slice(0, 200)}`);
  }
}

/**
 * The suite's assertions for any answer: no 5xx (but a listed stub's 501), an error body in the
 * specification's shape on 4xx ({ error, key?, params?, cause? } on REST, tRPC's envelope with a string message on
 * /trpc), and no stack, path or SQL in an error.
 */
export function checkAnswer(res: Response, label: string, opts: { trpc?: boolean; procedure?: string } = {}) {
  if (res.statusCode === 501 && opts.procedure && KNOWN_STUBS.has(opts.procedure)) {
    stubsSeen.add(opts.procedure);
    return;
  }
  expect(res.statusCode, `${label}: answered ${res.statusCode} ${res.payload.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = parseJson(res, label, opts.trpc === true);
  expect(LEAK.test(res.payload), `${label}: the error leaks internals: ${res.payload.slice(0, 300)}`).toBe(false);
  if (opts.trpc) {
    const items = Array.isArray(body) ? (body as unknown[]) : [body];
    for (const item of items) {
      const error = (item as { error?: string | { message?: unknown; data?: { stack?: unknown } } }).error;
      if (!error) continue; // a successful member of a batch
      // refused by Fastify before tRPC runs (body too large, malformed JSON, media type): the REST shape
      if (typeof error === 'string') continue;
      expect(typeof error.message, `${label}: tRPC error without a message`).toBe('string');
      expect(error.data?.stack, `${label}: tRPC error with a stack`).toBeUndefined();
    }
    return;
  }
  expect(body, `${label}: error body is not an object`).toBeTypeOf('object');
  const shape = body as Record<string, unknown>;
  expect(typeof shape.error, `${label}: { error } is not a string: ${res.payload.slice(0, 200)}`).toBe('string');
  expect((shape.error as string).length, `${label}: empty error`).toBeGreaterThan(0);
  expect(
    Object.keys(shape).filter((k) => !['error', 'key', 'params', 'cause', 'issues'].includes(k)),
    `${label}: extra keys in the error`,
  ).toEqual([]);
  // a catalogue key comes with its parameters, and the text is the key's English filled in
  if (shape.key !== undefined) {
    expect(isErrorKey(shape.key), `${label}: unknown key ${String(shape.key)}`).toBe(true);
    expect(errorText(shape.key as ErrorKey, shape.params as Record<string, string>), label).toBe(shape.error);
  }
  // a validation error lists every problem, each naming its field
  if (shape.issues !== undefined) {
    expect(shape.cause, `${label}: issues without cause validation`).toBe('validation');
    for (const issue of shape.issues as { path?: unknown; message?: unknown }[]) {
      expect(
        typeof issue.path === 'string' && typeof issue.message === 'string' && issue.message.length > 0,
        `${label}: malformed issue ${JSON.stringify(issue)}`,
      ).toBe(true);
    }
  }
}

const short = (v: unknown) => {
  const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  return text.length > 400 ? `${text.slice(0, 400)}... (${text.length} characters)` : text;
};

/** fc.assert with a short report: generated values of 100 KB are cut in the failure message. */
export async function runCases<T>(
  arb: fc.Arbitrary<T>,
  property: (c: T) => Promise<void>,
  runs = HTTP_RUNS,
): Promise<void> {
  const details = await fc.check(fc.asyncProperty(arb, property), {
    numRuns: runs,
    seed: FUZZ_SEED,
    endOnFailure: true,
  });
  if (!details.failed) return;
  const error = details.errorInstance as Error | undefined;
  throw new Error(
    `fuzz case failed (seed ${details.seed}, path ${details.counterexamplePath}): ${short(error?.message ?? error)}\ncase: ${short(details.counterexample?.[0])}`,
  );
}

/** Nothing reached Object.prototype through a parsed body. */
export function expectNoPollution() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.x).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
}
