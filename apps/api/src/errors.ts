import { TRPCError } from '@trpc/server';
import type { ErrorCause } from '@app/schema';
import { isDatabaseUnavailable } from './db/unavailable.ts';

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

/** An error a player sees: its message is shown as is; `reason` is the specification's `cause`. */
export class AppError extends TRPCError {
  readonly reason: ErrorCause | undefined;
  readonly details: unknown;

  constructor(code: Code, message: string, reason?: ErrorCause, details?: unknown) {
    super({ code, message });
    this.reason = reason;
    this.details = details;
  }
}

export const badRequest = (message: string, reason: ErrorCause = 'validation', details?: unknown) =>
  new AppError('BAD_REQUEST', message, reason, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message: string, reason?: ErrorCause) => new AppError('FORBIDDEN', message, reason);
export const unauthorized = (message = 'Please log in', reason: ErrorCause = 'login') =>
  new AppError('UNAUTHORIZED', message, reason);
/** A throttled call; `retryAfterSeconds` becomes the answer's Retry-After header. */
export const tooManyRequests = (
  message = 'Too many attempts. Please wait a minute and try again.',
  retryAfterSeconds?: number,
) => new AppError('TOO_MANY_REQUESTS', message, 'rate', retryAfterSeconds ? { retryAfterSeconds } : undefined);
export const conflict = (message: string, reason?: ErrorCause) => new AppError('CONFLICT', message, reason);

interface IssueLike {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable, please try again in a moment';
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

/** The specification's error body for any error: validation failures name their first problem. */
export function errorBody(error: TRPCError): {
  error: string;
  cause?: unknown;
  issues?: { path: string; message: string }[];
} {
  if (error instanceof AppError) {
    const body: { error: string; cause?: unknown } = { error: error.message };
    if (error.reason) body.cause = error.reason;
    return body;
  }
  const issues = (error.cause as { issues?: IssueLike[] } | undefined)?.issues;
  if (error.code === 'BAD_REQUEST' && Array.isArray(issues) && issues.length > 0) {
    const list = issues.map((i) => ({
      path: (i.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.'),
      message: i.message,
    }));
    return { error: list[0]!.message, cause: 'validation', issues: list };
  }
  if (error.code === 'BAD_REQUEST' && error.cause instanceof SyntaxError)
    return { error: 'Malformed JSON body', cause: 'validation' };
  if (isUnavailable(error)) return { error: UNAVAILABLE_MESSAGE };
  if (error.code === 'INTERNAL_SERVER_ERROR') return { error: 'An error occurred. Please try again.' };
  return { error: error.message };
}

/** Marks a procedure whose body is not written yet. */
export const notImplemented = (): never => {
  throw new AppError('NOT_IMPLEMENTED', 'Not implemented yet');
};
