import { describe, expect, it } from 'vitest';
import { appRouter } from '@app/api/router';
import { procedureOf } from '../trpc.ts';
import { handlers } from './index.ts';

/** Every procedure of the real router with the HTTP method tRPC uses for it (GET for queries and subscriptions over SSE). */
function routerProcedures(): Map<string, 'GET' | 'POST'> {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def
    .procedures;
  return new Map(Object.entries(procedures).map(([path, p]) => [path, p._def.type === 'mutation' ? 'POST' : 'GET']));
}

describe('mock handlers', () => {
  const real = routerProcedures();
  const mocked = new Map(handlers.flatMap((h) => procedureOf(h) ?? []).map((p) => [p.path, p.method]));

  it('answer every procedure of the real router, so the app runs on MSW alone', () => {
    expect(real.size).toBeGreaterThan(30);
    expect([...real.keys()].filter((path) => !mocked.has(path))).toEqual([]);
  });

  it('answer each one as the router does (query or mutation), and nothing the router lacks', () => {
    expect([...real].filter(([path, method]) => mocked.has(path) && mocked.get(path) !== method)).toEqual([]);
    expect([...mocked.keys()].filter((path) => !real.has(path))).toEqual([]);
  });
});
