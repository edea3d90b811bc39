import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** One webhook the sandbox sent, and what our endpoint answered. */
export interface SentEvent {
  at: number;
  type: string;
  status: number;
  /** The endpoint's outcome: applied, duplicate, ignored (recorded without change), or its refusal. */
  outcome: string;
}

/** The platforms' signature: hex HMAC-MD5 of the raw body with the webhook secret. */
export const hmacMd5 = (secret: string, body: string) => createHmac('md5', secret).update(body).digest('hex');

/**
 * Posts a webhook to this server's own endpoint, through the whole request pipeline (hooks, body
 * parsing, the endpoint's source or signature check), as the provider's delivery would arrive.
 */
export async function deliver(
  server: FastifyInstance,
  hook: { url: string; type: string; body: string; headers: Record<string, string>; remoteAddress?: string },
  now: number,
): Promise<SentEvent> {
  const res = await server.inject({
    method: 'POST',
    url: hook.url,
    headers: { 'content-type': 'application/json', 'user-agent': 'payments-sandbox', ...hook.headers },
    payload: hook.body,
    ...(hook.remoteAddress ? { remoteAddress: hook.remoteAddress } : {}),
  });
  let outcome = `HTTP ${res.statusCode}`;
  try {
    const json = res.json<{ status?: string; error?: string }>();
    outcome = json.status ?? json.error ?? outcome;
  } catch {
    // not JSON: the status line says enough
  }
  return { at: now, type: hook.type, status: res.statusCode, outcome };
}
