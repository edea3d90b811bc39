import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AnyTRPCProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@app/api/router';
import { ERRORS, errorText, placeholdersOf, type ErrorKey, type ErrorRef, type KeyArgs } from '@app/schema/errors';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** The paths of a router's procedures, nested routers included. */
type PathsOf<R, Prefix extends string> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure ? `${Prefix}${K}` : PathsOf<R[K], `${Prefix}${K}.`>;
}[keyof R & string];

/** Every procedure path, e.g. "hub.all" or "admin.reports.list". */
export type ProcedurePath = PathsOf<AppRouter['_def']['record'], ''>;

/** What a dotted path leads to in the router's inputs or outputs. */
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;
export type InputOf<P> = P extends string ? At<Inputs, P> : never;
export type OutputOf<P> = P extends string ? At<Outputs, P> : never;

export type MockResolver<P extends ProcedurePath> = (args: {
  input: InputOf<P>;
  request: Request;
}) => OutputOf<P> | Promise<OutputOf<P>>;

const RPC_CODES = {
  BAD_REQUEST: [-32600, 400],
  UNAUTHORIZED: [-32001, 401],
  FORBIDDEN: [-32003, 403],
  NOT_FOUND: [-32004, 404],
  CONFLICT: [-32009, 409],
  TOO_MANY_REQUESTS: [-32029, 429],
  INTERNAL_SERVER_ERROR: [-32603, 500],
} as const;
export type MockErrorCode = keyof typeof RPC_CODES;

/** Throw from a resolver to answer a tRPC error with the spec's cause (and, as the server does, its catalogue key). */
export class MockTrpcError extends Error {
  readonly reason: string | undefined;
  readonly code: MockErrorCode;
  readonly ref: ErrorRef | null;
  constructor(message: string, reason?: string, code: MockErrorCode = 'BAD_REQUEST', ref: ErrorRef | null = null) {
    super(message);
    this.reason = reason;
    this.code = code;
    this.ref = ref;
  }
}

/** An error of no catalogue key (a fault, a message the server never sends). */
export const mockError = (message: string, reason?: string, code?: MockErrorCode) =>
  new MockTrpcError(message, reason, code);

/** A refusal of the catalogue as the server answers it: `mockRefusal('chat.tooLong', { limit }, 'validation')`. */
export function mockRefusal<K extends ErrorKey>(
  key: K,
  ...args: KeyArgs<K, [reason?: string, code?: MockErrorCode]>
): MockTrpcError {
  const hasParams = placeholdersOf(ERRORS[key]).length > 0;
  const params = (hasParams ? args[0] : {}) as ErrorRef['params'];
  const [reason, code] = args.slice(hasParams ? 1 : 0) as [string | undefined, MockErrorCode | undefined];
  return mockRefusalOf({ key, params } as ErrorRef, reason, code);
}

/** A refusal the engine made (its key and parameters). */
export const mockRefusalOf = (ref: ErrorRef, reason?: string, code?: MockErrorCode) =>
  new MockTrpcError(errorText(ref.key, ref.params), reason, code, { key: ref.key, params: ref.params } as ErrorRef);

function errorEnvelope(path: string, error: unknown) {
  const e =
    error instanceof MockTrpcError
      ? error
      : new MockTrpcError(error instanceof Error ? error.message : 'Mock failure', undefined, 'INTERNAL_SERVER_ERROR');
  const [code, httpStatus] = RPC_CODES[e.code];
  return {
    status: httpStatus,
    body: {
      error: {
        message: e.message,
        code,
        data: { code: e.code, httpStatus, path, key: e.ref?.key, params: e.ref?.params, cause: e.reason },
      },
    },
  };
}

/** The procedure paths of a tRPC request URL ("/trpc/a.b,c.d" → ["a.b", "c.d"]). */
export function procedurePaths(url: URL): string[] {
  const index = url.pathname.indexOf('/trpc/');
  if (index < 0) return [];
  return decodeURIComponent(url.pathname.slice(index + 6))
    .split(',')
    .filter(Boolean);
}

async function readInputs(request: Request, batch: boolean): Promise<unknown> {
  const url = new URL(request.url);
  let raw: unknown;
  if (request.method === 'GET') {
    const param = url.searchParams.get('input');
    raw = param ? JSON.parse(param) : undefined;
  } else {
    const text = await request.text();
    raw = text ? JSON.parse(text) : undefined;
  }
  if (!batch) return raw;
  return (raw as Record<string, unknown> | undefined)?.['0'];
}

/** Which procedure each handler made by trpcQuery or trpcMutation answers, and with which HTTP method. */
const answered = new WeakMap<HttpHandler, { path: string; method: 'GET' | 'POST' }>();

/** The procedure a handler answers (null for any other handler). */
export function procedureOf(handler: HttpHandler): { path: string; method: 'GET' | 'POST' } | null {
  return answered.get(handler) ?? null;
}

function procedureHandler<P extends ProcedurePath>(
  method: 'GET' | 'POST',
  path: P,
  resolver: MockResolver<P>,
): HttpHandler {
  const matches = ({ request }: { request: Request }) => {
    const paths = procedurePaths(new URL(request.url));
    return request.method === method && paths.length === 1 && paths[0] === path;
  };
  const handle = async ({ request }: { request: Request }) => {
    const batch = new URL(request.url).searchParams.get('batch') === '1';
    let status = 200;
    let item: unknown;
    try {
      const input = (await readInputs(request, batch)) as InputOf<P>;
      item = { result: { data: await resolver({ input, request }) } };
    } catch (error) {
      const envelope = errorEnvelope(path, error);
      status = envelope.status;
      item = envelope.body;
    }
    return HttpResponse.json((batch ? [item] : item) as never, { status });
  };
  const handler = method === 'GET' ? http.get(matches, handle) : http.post(matches, handle);
  answered.set(handler, { path, method });
  return handler;
}

/** Answers one query procedure (GET), batched or not. */
export function trpcQuery<P extends ProcedurePath>(path: P, resolver: MockResolver<P>): HttpHandler {
  return procedureHandler('GET', path, resolver);
}

/** Answers one mutation procedure (POST), batched or not. */
export function trpcMutation<P extends ProcedurePath>(path: P, resolver: MockResolver<P>): HttpHandler {
  return procedureHandler('POST', path, resolver);
}

/**
 * Splits a batch of several procedures into one request each (answered by the per-procedure
 * handlers, test overrides first) and joins the answers in tRPC's batch format.
 */
export const batchSplitter: HttpHandler = http.all(
  ({ request }) => procedurePaths(new URL(request.url)).length > 1,
  async ({ request }) => {
    const url = new URL(request.url);
    const paths = procedurePaths(url);
    const base = url.href.slice(0, url.href.indexOf('/trpc/') + 6);
    let all: Record<string, unknown> = {};
    if (request.method === 'GET') all = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    else {
      const text = await request.text();
      all = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    }
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    const answers = await Promise.all(
      paths.map(async (path, i) => {
        const input = JSON.stringify({ 0: all[String(i)] });
        const init: RequestInit =
          request.method === 'GET' ? { method: 'GET', headers } : { method: 'POST', headers, body: input };
        const target = `${base}${path}?batch=1${request.method === 'GET' ? `&input=${encodeURIComponent(input)}` : ''}`;
        const response = await fetch(target, init);
        const body = (await response.json()) as unknown[];
        return { ok: response.ok, item: body[0] };
      }),
    );
    const status = answers.every((a) => a.ok) ? 200 : 207;
    return HttpResponse.json(answers.map((a) => a.item) as never, { status });
  },
);

/** Any single procedure without a handler answers NOT_FOUND instead of reaching the network. */
export const missingProcedure: HttpHandler = http.all(
  ({ request }) => procedurePaths(new URL(request.url)).length === 1,
  ({ request }) => {
    const url = new URL(request.url);
    const path = procedurePaths(url)[0]!;
    const { status, body } = errorEnvelope(path, new MockTrpcError(`No mock for ${path}`, undefined, 'NOT_FOUND'));
    return HttpResponse.json((url.searchParams.get('batch') === '1' ? [body] : body) as never, { status });
  },
);
