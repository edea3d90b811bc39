import { z } from 'zod';

const TIMEOUT_MS = 10_000;

/** A provider answered with an error status or an unreadable body. */
export class ProviderError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

/** Calls a provider and reads its JSON answer; a non-OK status is a ProviderError (429 included). */
export async function providerJson(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`provider unreachable: ${(error as Error).message}`, null);
  }
  const text = await res.text();
  if (!res.ok) throw new ProviderError(`provider answered ${res.status}`, res.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError('provider answered a body that is not JSON', res.status);
  }
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional().nullable(),
  expires_in: z.coerce.number().positive().optional().nullable(),
  scope: z.string().optional().nullable(),
});

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Absolute expiry in ms, when the provider says (its lifetime is never hard-coded). */
  expiresAt: number | null;
}

export interface OAuthClient {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

async function tokenRequest(client: OAuthClient, form: Record<string, string>, now: number): Promise<OAuthTokens> {
  const body = new URLSearchParams({ ...form, client_id: client.clientId, client_secret: client.clientSecret });
  const json = await providerJson(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const parsed = tokenAnswer.safeParse(json);
  if (!parsed.success) throw new ProviderError('token answer without access_token', 200);
  const t = parsed.data;
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token ?? null,
    expiresAt: t.expires_in ? now + t.expires_in * 1000 : null,
  };
}

export const exchangeCode = (client: OAuthClient, code: string, now: number) =>
  tokenRequest(client, { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri }, now);

export const refreshTokens = (client: OAuthClient, refreshToken: string, now: number) =>
  tokenRequest(client, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);

/** The provider's authorisation page for a code grant. */
export function authorizeUrl(
  authorizeEndpoint: string,
  p: { clientId: string; redirectUri: string; scope: string; state: string },
): string {
  const url = new URL(authorizeEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', p.redirectUri);
  url.searchParams.set('scope', p.scope);
  url.searchParams.set('state', p.state);
  return url.toString();
}

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
