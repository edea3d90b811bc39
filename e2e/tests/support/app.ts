import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'artifacts');

/** A full-page screenshot in e2e/artifacts/<project>/<name>.png (git-ignored), for looking at the pages. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(ARTIFACTS, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  // Lazy images below the fold are still loading; give them a moment, never fail on it.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** An address no other test (or project, or run) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

export const PASSWORD = 'Velvet2026ok';

/** The full-screen age gate: Continue records consent. */
export async function passAgeGate(page: Page): Promise<void> {
  const gate = page.getByRole('dialog', { name: 'Adults only (18+)' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(gate).toBeHidden();
}

/** "Visibility Settings": keep Girls on, press OK; the page reloads to the language path. */
export async function savePreferences(page: Page): Promise<void> {
  const prefs = page.getByRole('dialog', { name: 'Visibility Settings' });
  await expect(prefs).toBeVisible();
  // OK saves the tags, then reloads the page: wait for the new document before going on.
  await Promise.all([page.waitForEvent('load'), prefs.getByRole('button', { name: 'OK' }).click()]);
  await expect(prefs).toBeHidden();
}

/** A new visitor lands in the app at `path` (default the feed) with consent and preferences given. */
export async function enterApp(page: Page, path = '/en/app/home'): Promise<void> {
  await page.goto(path);
  await passAgeGate(page);
  await savePreferences(page);
}

/** A registered player (through the sign-up form) with the given e-mail; leaves the page on /app/home. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/en/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/en/app/home');
}
