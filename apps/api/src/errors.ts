import { TRPCError } from '@trpc/server';
import {
  ERRORS,
  errorRefOf,
  errorText,
  placeholdersOf,
  type ErrorCause,
  type ErrorKey,
  type ErrorRef,
  type KeyArgs,
} from '@app/schema';
import { isDatabaseUnavailable } from './db/unavailable.ts';

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

/**
 * An error a player sees: a key of the catalogue (`@app/schema/errors`) with its parameters; its message
 * is the English text filled in; `reason` is the specification's `cause`.
 */
export class AppError extends TRPCError {
  readonly key: ErrorKey;
  readonly params: Readonly<Record<string, string | number>>;
  readonly reason: ErrorCause | undefined;
  readonly details: unknown;

  constructor(code: Code, ref: ErrorRef, reason?: ErrorCause, details?: unknown) {
    super({ code, message: errorText(ref.key, ref.params) });
    this.key = ref.key;
    this.params = ref.params;
    this.reason = reason;
    this.details = details;
  }
}

/** The key with its parameters, and the arguments after them (a key without placeholders takes none). */
function split(key: ErrorKey, args: readonly unknown[]): [ErrorRef, unknown[]] {
  const hasParams = placeholdersOf(ERRORS[key]).length > 0;
  const params = (hasParams ? args[0] : {}) as ErrorRef['params'];
  return [{ key, params } as ErrorRef, args.slice(hasParams ? 1 : 0)];
}

/** A helper per code: `badRequest('chat.tooLong', { limit })`, `forbidden('tier.character', 'tier')`. */
const errorOf =
  (code: Code, defaultReason?: ErrorCause) =>
  <K extends ErrorKey>(key: K, ...args: KeyArgs<K, [reason?: ErrorCause]>): AppError => {
    const [ref, [reason]] = split(key, args);
    return new AppError(code, ref, (reason as ErrorCause | undefined) ?? defaultReason);
  };

export const badRequest = errorOf('BAD_REQUEST', 'validation');
export const notFound = errorOf('NOT_FOUND');
export const forbidden = errorOf('FORBIDDEN');
export const unauthorized = errorOf('UNAUTHORIZED', 'login');
export const conflict = errorOf('CONFLICT');
/** A provider (mail, payments) that failed to answer. */
export const badGateway = errorOf('BAD_GATEWAY');
/** A part of the service that is not configured or not reachable now. */
export const unavailable = errorOf('SERVICE_UNAVAILABLE');

/** A throttled call; `retryAfterSeconds` becomes the answer's Retry-After header. */
export const tooManyRequests = <K extends ErrorKey>(
  key: K,
  ...args: KeyArgs<K, [retryAfterSeconds?: number]>
): AppError => {
  const [ref, [retryAfterSeconds]] = split(key, args);
  return new AppError('TOO_MANY_REQUESTS', ref, 'rate', retryAfterSeconds ? { retryAfterSeconds } : undefined);
};

/** The body of an error answered outside tRPC (a Fastify route or hook), in the same shape. */
export function refusalBody<K extends ErrorKey>(
  key: K,
  ...args: KeyArgs<K, [cause?: string]>
): { error: string; key: ErrorKey; params: ErrorRef['params']; cause?: string } {
  const [ref, [cause]] = split(key, args);
  return { error: errorText(ref.key, ref.params), ...ref, ...(typeof cause === 'string' ? { cause } : {}) };
}

export interface ErrorBody {
  error: string;
  key?: ErrorKey;
  params?: ErrorRef['params'];
  cause?: unknown;
  issues?: { path: string; message: string }[];
}

interface IssueLike {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

/** Seconds a client should wait when the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** A failure because the database cannot be reached (not a bug): answered 503 with Retry-After. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof TRPCError
    ? error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause)
    : isDatabaseUnavailable(error);
}

/** The Retry-After (seconds) an error asks for, if any. */
export function retryAfterOf(error: unknown): number | undefined {
  if (isUnavailable(error)) return UNAVAILABLE_RETRY_AFTER;
  const details =
    error instanceof AppError ? (error.details as { retryAfterSeconds?: unknown } | undefined) : undefined;
  return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
}

/** The HTTP status of an error on either surface: tRPC's mapping, but 503 for an unreachable database. */
export function httpStatusOf(error: TRPCError): number | undefined {
  return isUnavailable(error) ? 503 : undefined;
}

/** The specification's error body for any error, with its catalogue key: validation failures name their first problem. */
export function errorBody(error: TRPCError): ErrorBody {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.message, key: error.key, params: error.params };
    if (error.reason) body.cause = error.reason;
    return body;
  }
  const issues = (error.cause as { issues?: IssueLike[] } | undefined)?.issues;
  if (error.code === 'BAD_REQUEST' && Array.isArray(issues) && issues.length > 0) {
    const list = issues.map((i) => ({
      path: (i.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.'),
      message: i.message,
    }));
    const ref = errorRefOf(list[0]!.message);
    return { error: list[0]!.message, ...ref, cause: 'validation', issues: list };
  }
  if (error.code === 'BAD_REQUEST' && error.cause instanceof SyntaxError)
    return refusalBody('request.malformedJson', 'validation');
  if (isUnavailable(error)) return refusalBody('server.unavailable');
  if (error.code === 'INTERNAL_SERVER_ERROR') return refusalBody('request.failed');
  return { error: error.message };
}

/** Marks a procedure whose body is not written yet. */
export const notImplemented = (): never => {
  throw new AppError('NOT_IMPLEMENTED', { key: 'server.notImplemented', params: {} });
};
