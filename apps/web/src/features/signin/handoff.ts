/** The profile: where a failed sign-in is explained (`?error=`), as after any platform round trip. */
export const PROFILE = '/app/profile/me';
/** The only places a sign-in lands: fixed same-site paths, never an address taken from the fragment. */
export const LANDINGS = ['/', PROFILE, '/subscribestar-welcome'] as const;
export type Landing = (typeof LANDINGS)[number];
/** The exchange path; its HttpOnly binding cookie is sent to it alone. */
export const HANDOFF_URL = '/api/auth/signin-handoff';

export interface Handoff {
  /** The one-use hand-off code (2 minutes, bound to this browser's cookie). */
  code: string;
  to: Landing;
  /** A fixed word the landing page explains (`patreon`), or null. */
  error: string | null;
}

const isLanding = (path: string | null): path is Landing => (LANDINGS as readonly string[]).includes(path ?? '');

/** The hand-off an OAuth callback put in the fragment (`#code=...&to=...&error=...`); null without a code. */
export function readHandoff(hash: string): Handoff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  if (!code || code.length > 2048) return null;
  const to = params.get('to');
  const error = params.get('error');
  return { code, to: isLanding(to) ? to : '/', error: error && /^[a-z][a-z-]{0,39}$/.test(error) ? error : null };
}

/** Where the page goes after a successful hand-off (the landing, with the error it should explain). */
export const landingOf = (h: Handoff) => (h.error ? `${h.to}?error=${h.error}` : h.to);

export type Exchange = { ok: true; token: string } | { ok: false; error: 'oauth-state' | 'signin' };

/**
 * Swaps the code for a session token. The browser sends the binding cookie (same origin); a refusal
 * (expired, used, another browser's) is `oauth-state`, anything else (offline, server fault) `signin`.
 */
export async function exchangeHandoff(code: string): Promise<Exchange> {
  try {
    const res = await fetch(`${window.location.origin}${HANDOFF_URL}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (res.status === 400 || res.status === 403) return { ok: false, error: 'oauth-state' };
    const body = res.ok ? ((await res.json()) as { token?: unknown }) : null;
    return typeof body?.token === 'string' ? { ok: true, token: body.token } : { ok: false, error: 'signin' };
  } catch {
    return { ok: false, error: 'signin' };
  }
}
