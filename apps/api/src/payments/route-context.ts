import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import type { Config } from '../config.ts';
import type { Metrics } from '../metrics.ts';
import type { TokenBox } from './secrets.ts';
import type { WebhookOutcome } from './webhook-events.ts';

export interface RouteContext {
  app: AppServices;
  box: TokenBox;
  metrics?: Metrics;
}

/** The raw request body (the payments scope parses every content type as a Buffer). */
export const rawBody = (req: FastifyRequest): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

export const bodyHash = (raw: Buffer) => createHash('sha256').update(raw).digest('hex').slice(0, 40);

/** Counts the delivery and answers it: 200 for anything recorded (the provider must not resend it). */
export function answerWebhook(
  ctx: RouteContext,
  reply: FastifyReply,
  provider: string,
  type: string,
  outcome: WebhookOutcome,
) {
  ctx.metrics?.payments.inc({ provider, type: type.slice(0, 40), outcome: outcome.status });
  return reply.status(200).send({ received: true, status: outcome.status });
}

export function refuseWebhook(
  ctx: RouteContext,
  req: FastifyRequest,
  reply: FastifyReply,
  provider: string,
  why: string,
) {
  ctx.metrics?.payments.inc({ provider, type: 'unknown', outcome: 'refused' });
  req.log.warn({ provider, ip: req.ip, why }, 'webhook refused');
  return reply.status(403).send({ error: 'Forbidden' });
}

/** A same-site path for the browser after an OAuth round trip. */
export const landing = (path: string, params: Record<string, string>) => {
  const q = new URLSearchParams(params).toString();
  return q ? `${path}?${q}` : path;
};

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/**
 * Browser navigations may carry a sign-in value in the query (OAuth code and state, a spec-shaped
 * token): their routes log at warn or above, so their URLs stay out of the request log (a route's
 * level replaces the server's, so a stricter configured level is kept).
 */
export function quiet(config: Config): { logLevel: (typeof LEVELS)[number] } {
  return { logLevel: LEVELS.indexOf(config.LOG_LEVEL) > LEVELS.indexOf('warn') ? config.LOG_LEVEL : 'warn' };
}
