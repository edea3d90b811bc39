import { TRPCError, callTRPCProcedure, getTRPCErrorFromUnknown, type AnyTRPCProcedure } from '@trpc/server';

/*
 * A procedure called the way tRPC calls it: its middlewares in order (ours, then the input and output
 * parsers, then the resolver), each given the same options, the context merged the same way. tRPC 11's
 * own loop (callRecursive) copies those options with a compiled object-spread helper that redefines each
 * property one by one; on a cached read that was a sixth of the API's CPU per request. Here they are
 * copied with the language's own spread. A procedure whose middlewares cannot be read (another tRPC
 * version) is called through tRPC.
 */

interface CallOptions {
  ctx: object;
  type: 'query' | 'mutation' | 'subscription';
  path: string;
  input?: unknown;
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}

interface NextOptions {
  ctx?: object;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type Result = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type Middleware = (opts: CallOptions & { meta: unknown; next(next?: NextOptions): Promise<Result> }) => Promise<Result>;

function middlewaresOf(procedure: AnyTRPCProcedure): Middleware[] | undefined {
  const list = (procedure._def as { middlewares?: unknown }).middlewares;
  return Array.isArray(list) && list.every((m) => typeof m === 'function') ? (list as Middleware[]) : undefined;
}

async function callFrom(list: Middleware[], index: number, meta: unknown, opts: CallOptions): Promise<Result> {
  try {
    return await list[index]!({
      ...opts,
      meta,
      next(next?: NextOptions) {
        return callFrom(list, index + 1, meta, {
          ...opts,
          ctx: next?.ctx ? { ...opts.ctx, ...next.ctx } : opts.ctx,
          input: next && 'input' in next ? next.input : opts.input,
          getRawInput: next?.getRawInput ?? opts.getRawInput,
        });
      },
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause) };
  }
}

/** Calls `procedure` (found at `path` of `router`) with a context and a raw input, as a tRPC request would. */
export async function callProcedure(
  router: Parameters<typeof callTRPCProcedure>[0]['router'],
  procedure: AnyTRPCProcedure,
  opts: Omit<CallOptions, 'type' | 'signal' | 'batchIndex'>,
): Promise<unknown> {
  const type = procedure._def.type;
  const list = middlewaresOf(procedure);
  if (!list) return callTRPCProcedure({ router, type, signal: undefined, batchIndex: 0, ...opts });
  const result = await callFrom(list, 0, (procedure._def as { meta?: unknown }).meta, {
    ...opts,
    type,
    signal: undefined,
    batchIndex: 0,
  });
  if (!result) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'No result from middlewares' });
  if (!result.ok) throw result.error;
  return result.data;
}
