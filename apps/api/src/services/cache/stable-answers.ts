import type { z } from 'zod';

/**
 * Answers served from a cache are the same object for every request with the same key and are never
 * mutated, so their validated output and their JSON text are worked out once and remembered with them.
 */
const stable = new WeakSet<object>();
const validated = new WeakMap<object, unknown>();
const texts = new WeakMap<object, Buffer>();

/** Marks a cached answer (call it once, when the answer is built). */
export function stableAnswer<T extends object>(value: T): T {
  stable.add(value);
  return value;
}

const isStable = (value: unknown): value is object => typeof value === 'object' && value !== null && stable.has(value);

/**
 * A tRPC output parser: validates every answer with `schema`, a cached answer only the first time (its
 * validated form is itself stable, so the REST adapter can reuse its JSON text).
 */
export function validatedOutput<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  return (value) => {
    if (!isStable(value)) return schema.parse(value);
    let output = validated.get(value);
    if (output === undefined) {
      output = schema.parse(value);
      if (typeof output === 'object' && output !== null) stable.add(output);
      validated.set(value, output);
    }
    return output as z.output<S>;
  };
}

/** The JSON of a cached answer, encoded once, or undefined for any other value (serialised as usual). */
export function stableJson(value: unknown): Buffer | undefined {
  if (!isStable(value)) return undefined;
  let text = texts.get(value);
  if (text === undefined) {
    text = Buffer.from(JSON.stringify(value));
    texts.set(value, text);
  }
  return text;
}
