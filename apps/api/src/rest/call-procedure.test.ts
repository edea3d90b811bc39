import { describe, expect, it } from 'vitest';
import { initTRPC, TRPCError, callTRPCProcedure, type AnyTRPCProcedure } from '@trpc/server';
import { z } from 'zod';
import { appRouter } from '../trpc/root.ts';
import { restRoutes } from './routes.ts';
import { callProcedure } from './call-procedure.ts';

interface Ctx {
  caller?: string;
  seen: string[];
}
const t = initTRPC.context<Ctx>().create();
const signedIn = t.procedure.use(({ ctx, next }) => {
  if (!ctx.caller) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'sign in' });
  return next({ ctx: { player: ctx.caller.toUpperCase() } });
});
const traced = signedIn.use(({ ctx, next, path, type }) => {
  ctx.seen.push(`${type} ${path}`);
  return next();
});
const router = t.router({
  page: traced
    .input(z.object({ page: z.coerce.number().int().min(1) }))
    .output(z.object({ player: z.string(), page: z.number() }))
    .query(({ ctx, input }) => ({ player: ctx.player, page: input.page, dropped: 'by the output parser' })),
  broken: traced.output(z.object({ ok: z.literal(true) })).query(() => ({ ok: false }) as never),
  fails: traced.mutation(() => {
    throw new Error('database down');
  }),
  // a schema with an asynchronous check: parsed with parseAsync, as tRPC does
  named: traced
    .input(z.object({ name: z.string() }).refine(async (v) => v.name !== 'taken', 'taken'))
    .query(({ input }) => input),
  // parsers that are plain functions, and two inputs merged
  doubled: traced
    .input((v: unknown) => {
      if (typeof v !== 'object' || v === null || typeof (v as { n?: unknown }).n !== 'number') throw new Error('n');
      return { n: (v as { n: number }).n * 2 };
    })
    .input(z.object({ label: z.string().default('none') }))
    .output((v: unknown) => {
      if (typeof v !== 'object' || v === null) throw new Error('no answer');
      return { ...(v as { n: number; label: string }), checked: true };
    })
    .query(({ input }) => input as never),
  slowOutput: traced.output(async (v: unknown) => ({ late: v })).query(() => 'answer' as never),
});

/** The outcome of a call either way: its answer, or its error's code, message and cause. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { data: await run() };
  } catch (error) {
    const e = error as TRPCError;
    return { error: { name: e.name, code: e.code, message: e.message, cause: String(e.cause) } };
  }
}

const cases: [keyof typeof router._def.record, Ctx, unknown][] = [
  ['page', { caller: 'ada', seen: [] }, { page: '2' }],
  ['page', { caller: 'ada', seen: [] }, { page: 'x' }],
  ['page', { seen: [] }, { page: '2' }],
  ['broken', { caller: 'ada', seen: [] }, undefined],
  ['fails', { caller: 'ada', seen: [] }, undefined],
  ['named', { caller: 'ada', seen: [] }, { name: 'free' }],
  ['named', { caller: 'ada', seen: [] }, { name: 'taken' }],
  ['named', { caller: 'ada', seen: [] }, { name: 3 }],
  ['doubled', { caller: 'ada', seen: [] }, { n: 2, label: 'two' }],
  ['doubled', { caller: 'ada', seen: [] }, { n: 2 }],
  ['doubled', { caller: 'ada', seen: [] }, { n: 'x' }],
  ['slowOutput', { caller: 'ada', seen: [] }, undefined],
];

describe('REST procedure calls', () => {
  it.each(cases)('%s answers and refuses exactly as through tRPC (%j)', async (path, ctx, input) => {
    const procedure = router._def.record[path] as AnyTRPCProcedure;
    const ours = { ...ctx, seen: [] as string[] };
    const theirs = { ...ctx, seen: [] as string[] };
    const direct = await outcome(() =>
      callProcedure(router, procedure, { path, ctx: ours, getRawInput: async () => input }),
    );
    const viaTrpc = await outcome(() =>
      callTRPCProcedure({
        router,
        path,
        type: procedure._def.type,
        ctx: theirs,
        getRawInput: async () => input,
        signal: undefined,
        batchIndex: 0,
      }),
    );
    expect(direct).toEqual(viaTrpc);
    expect(ours.seen).toEqual(theirs.seen);
  });

  it("runs every REST route's procedure through its own middlewares, not tRPC's slower loop", () => {
    for (const route of restRoutes) {
      let node: unknown = appRouter._def.record;
      for (const key of route.procedure.split('.')) node = (node as Record<string, unknown>)[key];
      const middlewares = (node as AnyTRPCProcedure & { _def: { middlewares?: unknown } })._def.middlewares;
      expect(Array.isArray(middlewares), route.procedure).toBe(true);
    }
  });
});
