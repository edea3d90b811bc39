import { TRPCClientError } from '@trpc/client';
import { isErrorKey, type ErrorRef } from '@app/schema/errors';

export const DEFAULT_ERROR_MESSAGE = 'An error occurred. Would you like to reload the page?';

export interface ParsedError {
  message: string;
  /** The spec's cause ('tier', 'patreon', 'score', 'login', 'location', ...), or null. */
  cause: string | null;
  /** True when the server answered with an error body (a message worth showing as is). */
  fromServer: boolean;
  /** The message's key in the catalogue and its parameters, when the server named them. */
  ref: ErrorRef | null;
}

const isParams = (value: unknown): value is ErrorRef['params'] =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/** The catalogue key and parameters of an error's data, when it names a key this page knows. */
function refOf(data: { key?: unknown; params?: unknown } | undefined): ErrorRef | null {
  if (!isErrorKey(data?.key)) return null;
  return { key: data.key, params: isParams(data.params) ? data.params : {} } as ErrorRef;
}

/** The HTTP status a tRPC error came with, when the server answered at all. */
export function httpStatusOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = ((error as TRPCClientError<never>).data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : null;
}

/**
 * Reads a tRPC error's message and cause. A server fault (5xx) without a cause, a network failure or any
 * other non-OK answer gets the spec's default message (§8).
 */
export function parseError(error: unknown): ParsedError {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<never>).data as
      | { cause?: unknown; key?: unknown; params?: unknown }
      | undefined;
    const cause = typeof data?.cause === 'string' ? data.cause : null;
    const shape = (error as { shape?: unknown }).shape;
    const serverFault = (httpStatusOf(error) ?? 0) >= 500;
    if (cause || (shape && !serverFault))
      return { message: error.message || DEFAULT_ERROR_MESSAGE, cause, fromServer: true, ref: refOf(data) };
  }
  return { message: DEFAULT_ERROR_MESSAGE, cause: null, fromServer: false, ref: null };
}
