import type { Language } from '@app/schema';

/*
 * Copies of @app/schema constants for the code every page loads: importing the schema package at
 * runtime pulls zod into the landing page's first chunk. constants.test.ts keeps them equal.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'tr', 'id', 'hi', 'vi', 'th'] as const satisfies readonly Language[];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
export const TRANSLATOR_ROLE = 10;
export const LEVEL_STEP = 30;
export const TOKEN_PLACEHOLDER = '{token}';

export const MESSAGES = {
  email: 'Please enter a valid email address',
  loginFailed: 'Login failed',
  resetMailFailed: 'Failed to send reset email',
  locationLaw:
    'Based on your location, stricter age verification laws now require us to limit access to verified users only. To continue, please log in with an active paid subscription',
} as const;

/** Spec §5: one at-sign and a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** level = floor(score / 30) + 1 (spec §4). */
export function levelOf(score: number): number {
  return Math.floor(Math.max(0, score) / LEVEL_STEP) + 1;
}
