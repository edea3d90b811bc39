import { TRPCError, callTRPCProcedure, getTRPCErrorFromUnknown, type AnyTRPCProcedure } from '@trpc/server';
import { $ZodAsyncError } from 'zod/v4/core';

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

type Parse = (value: unknown) => unknown;

/**
 * A parser called as tRPC calls it (its getParseFn), without a promise where none is needed: a zod
 * schema's synchronous parse (the same value and the same ZodError as parseAsync), its parseAsync only
 * for a schema with asynchronous parts; a plain function as it is. Undefined for any other parser,
 * whose middleware is then left as tRPC built it.
 */
function parseFnOf(parser: unknown): Parse | undefined {
  if (typeof parser === 'function') {
    const fn = parser as Parse & { assert?: unknown };
    return '~standard' in fn || typeof fn.assert === 'function' ? undefined : fn;
  }
  if (typeof parser !== 'object' || parser === null || !('_zod' in parser)) return undefined;
  const schema = parser as { parse?: Parse; parseAsync?: Parse };
  const { parse, parseAsync } = schema;
  if (typeof parse !== 'function' || typeof parseAsync !== 'function') return undefined;
  return (value) => {
    try {
      return parse.call(schema, value);
    } catch (error) {
      if (error instanceof $ZodAsyncError) return parseAsync.call(schema, value);
      throw error;
    }
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && !Array.isArray(value) && typeof value === 'object';

/** tRPC's input middleware (createInputMiddleware): the same refusal and the same merged input. */
const inputMiddleware =
  (parse: Parse): Middleware =>
  async ({ input, getRawInput, next }) => {
    const raw = await getRawInput();
    let parsed: unknown;
    try {
      parsed = parse(raw);
      if (parsed instanceof Promise) parsed = await parsed;
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', cause });
    }
    return next({ input: isObject(input) && isObject(parsed) ? { ...input, ...parsed } : parsed });
  };

/** tRPC's output middleware (createOutputMiddleware): the same answer and the same failure. */
const outputMiddleware =
  (parse: Parse): Middleware =>
  async ({ next }) => {
    const result = await next();
    if (!result.ok) return result;
    try {
      let data = parse(result.data);
      if (data instanceof Promise) data = await data;
      return { ...result, data };
    } catch (cause) {
      throw new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause });
    }
  };

/**
 * The procedure's middlewares, its input and output parsers' replaced by the ones above (tRPC's copy
 * the result twice with the compiled spread helper and always await the parser).
 */
function ownMiddlewares(procedure: AnyTRPCProcedure): Middleware[] | undefined {
  const def = procedure._def as { middlewares?: unknown; inputs?: unknown; output?: unknown };
  const list = def.middlewares;
  if (!Array.isArray(list) || !list.every((m) => typeof m === 'function')) return undefined;
  const inputs = Array.isArray(def.inputs) ? def.inputs : [];
  const kinds = list.map((m: { _type?: unknown }) => m._type);
  if (kinds.filter((k) => k === 'input').length !== inputs.length) return list as Middleware[];
  let nextInput = 0;
  return list.map((m: Middleware & { _type?: unknown }) => {
    if (m._type === 'input') {
      const parse = parseFnOf(inputs[nextInput++]);
      return parse ? inputMiddleware(parse) : m;
    }
    if (m._type === 'output') {
      const parse = parseFnOf(def.output);
      return parse ? outputMiddleware(parse) : m;
    }
    return m;
  });
}

const known = new WeakMap<AnyTRPCProcedure, Middleware[] | null>();

function middlewaresOf(procedure: AnyTRPCProcedure): Middleware[] | undefined {
  let list = known.get(procedure);
  if (list === undefined) known.set(procedure, (list = ownMiddlewares(procedure) ?? null));
  return list ?? undefined;
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
