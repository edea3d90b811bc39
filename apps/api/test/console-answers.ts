import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestServer } from './harness.ts';
import { trpcData } from './answers.ts';

/** A console call as the web app makes it (tRPC with the bearer token), answered 200 and read with its published schema. */
export async function consoleCall<S extends z.ZodType>(
  t: TestServer,
  kind: 'query' | 'mutation',
  path: string,
  token: string,
  schema: S,
  input?: unknown,
): Promise<z.output<S>> {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    kind === 'query'
      ? await t.server.inject({
          method: 'GET',
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
        })
      : await t.server.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: (input ?? {}) as object });
  expect(res.statusCode, res.body).toBe(200);
  return trpcData(res, schema);
}
