import type { TokenClaims } from '@app/schema';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const DAY = 24 * 60 * 60 * 1000;

/** An unsigned token with the server's claim shape, decodable by jwt-decode (mocks and tests only). */
export function mockToken(overrides: Partial<TokenClaims> = {}): string {
  const claims: TokenClaims = {
    expires: Date.now() + 30 * DAY,
    tier: 0,
    user: 'player-anon-1',
    tags: {},
    language: 'en',
    role: 0,
    loggedIn: false,
    tosConsent: false,
    v: 0,
    ...overrides,
  };
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.mock`;
}

/** The claims of a mock request's bearer token, or null. */
export function claimsOfRequest(request: Request): Partial<TokenClaims> | null {
  const header = request.headers.get('authorization');
  const token = header?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>;
  } catch {
    return null;
  }
}
