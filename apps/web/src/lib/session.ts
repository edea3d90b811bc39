import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import type { Tags } from '@app/schema';
import { browser } from './browser.ts';
import { readStoredLanguage } from './language-store.ts';

const TOKEN_KEY = 'token';
const TAGS_KEY = 'tags';
const CONSENT_KEY = 'tosConsent';

export interface SessionClaims {
  expires: number;
  tier: number;
  user: string;
  tags: Tags;
  language: string;
  role: number;
  loggedIn: boolean;
  tosConsent: boolean;
}

export interface Session {
  /** The stored token, null when missing or expired. */
  token: string | null;
  claims: SessionClaims | null;
  userId: string | null;
  tier: number;
  role: number;
  loggedIn: boolean;
  tags: Tags;
  language: string;
  tosConsent: boolean;
}

/** Decodes a token; null when it cannot be read (spec §3 defaults for missing fields). */
export function decodeClaims(token: string): SessionClaims | null {
  try {
    const raw = jwtDecode<Partial<SessionClaims>>(token);
    if (!raw || typeof raw.user !== 'string') return null;
    return {
      expires: typeof raw.expires === 'number' ? raw.expires : 0,
      tier: typeof raw.tier === 'number' ? raw.tier : 0,
      user: raw.user,
      tags: raw.tags && typeof raw.tags === 'object' ? raw.tags : {},
      language: typeof raw.language === 'string' ? raw.language : 'en',
      role: typeof raw.role === 'number' ? raw.role : 0,
      loggedIn: raw.loggedIn === true,
      tosConsent: raw.tosConsent === true,
    };
  } catch {
    return null;
  }
}

function readStoredTags(): Tags {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TAGS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Tags) : {};
  } catch {
    return {};
  }
}

function computeSession(): Session {
  const stored = localStorage.getItem(TOKEN_KEY);
  let claims = stored ? decodeClaims(stored) : null;
  if (stored && !claims) {
    localStorage.removeItem(TOKEN_KEY); // undecodable: removed silently
  }
  const expired = claims ? claims.expires > 0 && claims.expires < Date.now() : false;
  const token = stored && claims && !expired ? stored : null;
  if (claims && expired) claims = { ...claims, tier: 0 };
  const tags = { ...readStoredTags(), ...(claims?.tags ?? {}) };
  return {
    token,
    claims,
    userId: claims?.user ?? null,
    tier: claims && !expired ? claims.tier : 0,
    role: claims?.role ?? 0,
    loggedIn: Boolean(token && claims?.loggedIn),
    tags,
    language: readStoredLanguage() ?? claims?.language ?? 'en',
    tosConsent: Boolean(claims?.tosConsent) || localStorage.getItem(CONSENT_KEY) === 'true',
  };
}

const listeners = new Set<() => void>();
let snapshot: Session | null = null;

function getSnapshot(): Session {
  snapshot ??= computeSession();
  return snapshot;
}

/** Re-reads local storage and tells every subscriber. */
export function refreshSession(): void {
  snapshot = computeSession();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSession(): Session {
  return getSnapshot();
}

export function currentToken(): string | null {
  return getSnapshot().token;
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  const claims = decodeClaims(token);
  if (claims) localStorage.setItem(TAGS_KEY, JSON.stringify(claims.tags));
  refreshSession();
}

export function storeTags(tags: Tags): void {
  localStorage.setItem(TAGS_KEY, JSON.stringify(tags));
  refreshSession();
}

export function recordConsent(): void {
  localStorage.setItem(CONSENT_KEY, 'true');
  refreshSession();
}

/**
 * A deleted account: what this browser kept of the player goes (token, tags, the age confirmation); the
 * caller then leaves the page, with no render in between (see logout).
 */
export function forgetSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TAGS_KEY);
  localStorage.removeItem(CONSENT_KEY);
}

/** Logout: the token goes, the page reloads (tier, token and user are cleared with it). */
export function logout(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TAGS_KEY);
  // No refreshSession(): a render without a token before the reload lands would let the session bootstrap
  // store the cached profile's (logged-in) token again, and the player would stay logged in.
  browser.reload();
}

/** Login: store the token, then reload so every screen starts from the new player. */
export function loginWithToken(token: string): void {
  setToken(token);
  browser.reload();
}

export interface SessionApi extends Session {
  setToken(token: string): void;
  logout(): void;
}

export function useSession(): SessionApi {
  const session = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...session, setToken, logout };
}
