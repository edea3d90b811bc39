import { TRPCClientError } from '@trpc/client';

export const DEFAULT_ERROR_MESSAGE = 'An error occurred. Would you like to reload the page?';

export interface ParsedError {
  message: string;
  /** The spec's cause ('tier', 'patreon', 'score', 'login', 'location', ...), or null. */
  cause: string | null;
  /** True when the server answered with an error body (a message worth showing as is). */
  fromServer: boolean;
}

/** Reads a tRPC error's message and cause; anything else (network, HTTP status) gets the default message. */
export function parseError(error: unknown): ParsedError {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<never>).data as { cause?: unknown } | undefined;
    const cause = typeof data?.cause === 'string' ? data.cause : null;
    const shape = (error as { shape?: unknown }).shape;
    if (shape || cause) return { message: error.message || DEFAULT_ERROR_MESSAGE, cause, fromServer: true };
  }
  return { message: DEFAULT_ERROR_MESSAGE, cause: null, fromServer: false };
}
