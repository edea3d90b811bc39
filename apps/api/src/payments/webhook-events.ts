import { randomUUID } from 'node:crypto';
import type { AppServices } from '../app-services.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Tx } from './tiers.ts';

export interface WebhookInput {
  provider: string;
  eventId: string;
  type: string;
  payload: Prisma.InputJsonValue;
}

/** What became of one delivery: applied, a resend of one already recorded, or recorded with an error and no change. */
export type WebhookOutcome = { status: 'applied' } | { status: 'duplicate' } | { status: 'ignored'; error: string };

/** Returns an error text when the event cannot be applied (nothing may have been written before it). */
export type Apply = (tx: Tx) => Promise<string | void>;

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Records a webhook once per (provider, eventId) and applies it in the same transaction, so a
 * resend never changes data twice and a failure leaves neither the record nor a partial change.
 * `apply` null: unknown or malformed event, recorded with `error` and answered without change.
 */
export async function recordWebhook(
  app: AppServices,
  input: WebhookInput,
  apply: Apply | null,
  error?: string,
): Promise<WebhookOutcome> {
  const prisma = app.db.prisma;
  const key = { provider_eventId: { provider: input.provider, eventId: input.eventId } };
  if (await prisma.webhookEvent.findUnique({ where: key, select: { id: true } })) return { status: 'duplicate' };
  const now = new Date(app.now());
  const row = {
    id: randomUUID(),
    provider: input.provider,
    eventId: input.eventId,
    type: input.type.slice(0, 100),
    payload: input.payload,
    receivedAt: now,
  };
  try {
    if (!apply) {
      const reason = error ?? 'unknown event';
      await prisma.webhookEvent.create({ data: { ...row, error: reason } });
      app.log.warn(
        { provider: input.provider, eventId: input.eventId, type: input.type, error: reason },
        'webhook recorded without change',
      );
      return { status: 'ignored', error: reason };
    }
    return await prisma.$transaction(async (tx) => {
      await tx.webhookEvent.create({ data: row });
      const failed = await apply(tx);
      if (failed) {
        await tx.webhookEvent.update({ where: { id: row.id }, data: { error: failed } });
        app.log.warn(
          { provider: input.provider, eventId: input.eventId, type: input.type, error: failed },
          'webhook recorded without change',
        );
        return { status: 'ignored', error: failed } as const;
      }
      await tx.webhookEvent.update({ where: { id: row.id }, data: { processedAt: now } });
      app.log.info({ provider: input.provider, eventId: input.eventId, type: input.type }, 'webhook applied');
      return { status: 'applied' } as const;
    });
  } catch (e) {
    // Two deliveries of one event at the same moment: the unique key lets one through.
    if (isUniqueViolation(e)) return { status: 'duplicate' };
    throw e;
  }
}
