import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { linkFromMail } from './outbox.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'artifacts');

/**
 * A full-page screenshot in e2e/artifacts/<project>/<name>.png (git-ignored), for looking at the pages;
 * `fullPage: false` keeps what the player sees on the screen (a step of a flow).
 */
export async function snap(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = join(ARTIFACTS, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  // Lazy images below the fold would stay blank in a full-page shot: load them all, wait a moment for them,
  // never fail on it (autoplaying videos keep the network busy, so no networkidle here).
  await page
    .waitForFunction(
      () => {
        const images = Array.from(document.images);
        for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
        return images.every((img) => img.complete);
      },
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .catch(() => undefined);
  // CSS pixels: the phone's 2.6x device pixels would make the endless feed a 54,000-pixel-tall image.
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage, animations: 'disabled', scale: 'css' });
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

/**
 * The first visit's introduction (it took the place of "Visibility Settings"): Skip keeps its defaults (Girls
 * on, Futas off, the current language) and saves them; the page reloads to the language path.
 */
export async function savePreferences(page: Page): Promise<void> {
  const intro = page.getByRole('dialog', { name: 'Welcome' });
  await expect(intro).toBeVisible();
  // Skip saves the tags, then reloads the page: wait for the new document before going on.
  await Promise.all([page.waitForEvent('load'), intro.getByRole('button', { name: 'Skip' }).click()]);
  await expect(intro).toBeHidden();
}

/** A new visitor lands in the app at `path` (default the feed) with consent and preferences given. */
export async function enterApp(page: Page, path = '/en/app/home'): Promise<void> {
  await page.goto(path);
  await passAgeGate(page);
  await savePreferences(page);
}

/**
 * A registered player: the sign-up form, then the link of the confirmation mail (no SMTP_URL is set, so the
 * mail is in DATA_DIR/outbox, found by its To: line). The link signs the player in with the e-mail
 * verified and leaves the page on /app/home.
 */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/en/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(email);
  await confirmSignUp(page, email, password);
}

/**
 * Opens the link of the sign-up confirmation mail sent to `email` and enters the password chosen at sign-up;
 * the page stores the session and goes home.
 */
export async function confirmSignUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  const link = await linkFromMail(email, /\/confirm-signup#/);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await page.waitForURL(/\/app\/home$/);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
}
