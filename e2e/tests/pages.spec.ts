import { expect, test } from './support/test.ts';

const AGE_GATE = 'Adults only (18+)';

test('an unknown route shows "Page Not Found"', async ({ page }) => {
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/xx/app/home');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('terms, privacy and sitemap open without the age gate', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('02/04/2025')).toBeVisible();
  await expect(page.getByRole('dialog', { name: AGE_GATE })).toHaveCount(0);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('20/02/2025')).toBeVisible();
  await expect(page.getByRole('dialog', { name: AGE_GATE })).toHaveCount(0);

  await page.goto('/en/sitemap');
  await expect(page.getByRole('heading', { name: 'Sitemap' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Chat with Elise/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: AGE_GATE })).toHaveCount(0);
});

test('the app pages sit behind the age gate', async ({ page }) => {
  await page.goto('/en/app/explore');
  await expect(page.getByRole('dialog', { name: AGE_GATE })).toBeVisible();
});
