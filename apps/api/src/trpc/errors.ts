import { TRPCError } from '@trpc/server';
import type { ErrorCause } from '@app/schema';

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

export const badRequest = (message: string, reason: ErrorCause = 'validation', details?: unknown) => new AppError('BAD_REQUEST', message, reason, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message: string, reason?: ErrorCause) => new AppError('FORBIDDEN', message, reason);
export const unauthorized = (message = 'Please log in', reason: ErrorCause = 'login') => new AppError('UNAUTHORIZED', message, reason);
export const tooManyRequests = (message = 'Too many attempts. Please wait a minute and try again.') => new AppError('TOO_MANY_REQUESTS', message, 'rate');
export const conflict = (message: string, reason?: ErrorCause) => new AppError('CONFLICT', message, reason);

interface IssueLike {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

/** The specification's error body for any error: validation failures name their first problem. */
export function errorBody(error: TRPCError): { error: string; cause?: unknown; issues?: { path: string; message: string }[] } {
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
  if (error.code === 'INTERNAL_SERVER_ERROR') return { error: 'An error occurred. Please try again.' };
  return { error: error.message };
}

/** Marks a procedure whose body is not written yet. */
export const notImplemented = (): never => {
  throw new AppError('NOT_IMPLEMENTED', 'Not implemented yet');
};
