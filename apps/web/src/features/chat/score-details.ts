import { TRPCClientError } from '@trpc/client';

/** A positive whole number, else null. */
function level(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The level a location or pose needs, from a cause-score error: the server's details when it sends them
 * (`requiredLevel` in the error data or in its `details`), else the "unlocks at level N" of the message.
 */
export function requiredLevelOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = (error as TRPCClientError<never>).data as Record<string, unknown> | undefined | null;
  const details =
    data?.details && typeof data.details === 'object' ? (data.details as Record<string, unknown>) : undefined;
  const fromData = level(data?.requiredLevel) ?? level(details?.requiredLevel) ?? level(details?.level);
  if (fromData) return fromData;
  const match = /\blevel (\d+)\b/i.exec(error.message);
  return match ? level(match[1]) : null;
}
