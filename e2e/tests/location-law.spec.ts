import { expect, test } from './support/test.ts';
import { passAgeGate, savePreferences, snap } from './support/app.ts';

const LAW =
  'Based on your location, stricter age verification laws now require us to limit access to verified users only. To continue, please log in with an active paid subscription';

test('an anonymous player in a restricted region (GB) is asked to log in with a paid subscription', async ({
  page,
}, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-test-region': 'GB' });
  await page.goto('/en/app/home');
  // The age gate and the preferences come first; the location law's login request waits behind them.
  await passAgeGate(page);
  await savePreferences(page);
  const dialog = page.getByRole('dialog', { name: 'Login required' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(LAW);
  await snap(page, testInfo, 'location-law');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
});

test('the same player elsewhere (DE) is not', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-test-region': 'DE' });
  await page.goto('/en/app/home');
  await expect(page.getByRole('dialog', { name: 'Adults only (18+)' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login required' })).toHaveCount(0);
});

test('the age gate is the one to answer: above the login request, Escape does not pass it, the page behind is inert', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-test-region': 'GB' });
  await page.goto('/en/app/home');
  const gate = page.getByRole('dialog', { name: 'Adults only (18+)' });
  await expect(page.locator('dialog[open]').filter({ hasText: 'Login required' })).toHaveCount(1);
  await expect(gate.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  // What the player sees in the middle of the screen is the gate, and nothing behind it takes focus.
  const atCentre = await page.evaluate(
    () => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('dialog')?.className,
  );
  expect(atCentre).toContain('age-gate');
  const behind = await page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll<HTMLElement>('#root a[href], #root button')).filter(
      (el) => !el.closest('dialog'),
    );
    const focused = controls.filter((el) => {
      el.focus();
      return document.activeElement === el;
    });
    return { controls: controls.length, focused: focused.length };
  });
  expect(behind.controls).toBeGreaterThan(0);
  expect(behind.focused).toBe(0);
});
