import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AnyTRPCProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@app/api/router';
import { ERRORS, errorText, placeholdersOf, type ErrorKey, type ErrorRef, type KeyArgs } from '@app/schema/errors';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** The dotted paths of a router's procedures, nested routers included ("hub.all", "admin.hub.list"). */
type PathsOf<R, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure ? `${Prefix}${K}` : PathsOf<R[K], `${Prefix}${K}.`>;
}[keyof R & string];
/** What a tree of routers holds at a dotted path. */
type At<T, P> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** Every procedure path, e.g. "hub.all". */
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;
export type InputOf<P> = At<Inputs, P>;
export type OutputOf<P> = At<Outputs, P>;

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

/** A tRPC error as the mocks answer it. */
export interface TrpcErrorBody {
  message: string;
  data?: { code?: string; cause?: string; key?: ErrorKey; params?: ErrorRef['params'] };
}

/** The same error again, to answer it from another mock (message.stream answers what message.send did). */
export function mockErrorOf(error: TrpcErrorBody): MockTrpcError {
  const code = error.data?.code && error.data.code in RPC_CODES ? (error.data.code as MockErrorCode) : 'BAD_REQUEST';
  const ref = error.data?.key ? ({ key: error.data.key, params: error.data.params ?? {} } as ErrorRef) : null;
  return new MockTrpcError(error.message, error.data?.cause, code, ref);
}

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

/** What a subscription procedure yields, event by event. */
export type EventOf<P> = OutputOf<P> extends AsyncIterable<infer E> ? E : never;

export type MockEvents<P extends ProcedurePath> = (args: {
  input: InputOf<P>;
  request: Request;
}) => AsyncIterable<EventOf<P>>;

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };

/**
 * Answers one subscription procedure (GET, Server-Sent Events) as tRPC's SSE stream: connected, one
 * data event per yielded event, then return; a thrown error ends it with the error event tRPC sends.
 */
export function trpcSubscription<P extends ProcedurePath>(path: P, events: MockEvents<P>): HttpHandler {
  const matches = ({ request }: { request: Request }) => {
    const paths = procedurePaths(new URL(request.url));
    return request.method === 'GET' && paths.length === 1 && paths[0] === path;
  };
  const handler = http.get(matches, ({ request }) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (text: string) => controller.enqueue(encoder.encode(text));
        send('event: connected\ndata: {}\n\n');
        try {
          const input = (await readInputs(request, false)) as InputOf<P>;
          for await (const event of events({ input, request })) send(`data: ${JSON.stringify(event)}\n\n`);
          send('event: return\ndata: \n\n');
        } catch (error) {
          send(`event: serialized-error\ndata: ${JSON.stringify(errorEnvelope(path, error).body.error)}\n\n`);
        }
        controller.close();
      },
    });
    return new HttpResponse(body, { headers: SSE_HEADERS });
  });
  answered.set(handler, { path, method: 'GET' });
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
