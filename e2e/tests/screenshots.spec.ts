import { expect, test } from './support/test.ts';
import { enterApp, snap } from './support/app.ts';
import { replyChips } from './support/chat.ts';

// The journey spec saves landing, age gate, feed, explore, chat with a location select, sign-up, profile,
// hub list and hub post; the game-shell spec the game shell. These are the remaining main pages.
test('screenshots of the remaining main pages', async ({ page }, testInfo) => {
  await enterApp(page, '/en/app/profile/jade');
  await expect(page.getByRole('heading', { name: /Jade/ })).toBeVisible();
  await expect(page.locator('.profile img').first()).toBeVisible();
  await snap(page, testInfo, 'character-profile');

  await page.goto('/en/app/chat/jade');
  await expect(replyChips(page).first()).toBeVisible({ timeout: 20_000 });
  await snap(page, testInfo, 'chat');

  await page.goto('/en/app/inbox');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Jade/ })).toBeVisible();
  await snap(page, testInfo, 'inbox');

  await page.goto('/en/app/profile/me');
  await expect(page.getByText('Login or signup to view account info')).toBeVisible();
  await snap(page, testInfo, 'profile-anonymous');

  await page.goto('/en/app/profile/me/prices');
  await expect(page.getByText('$14')).toBeVisible();
  await snap(page, testInfo, 'prices');

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, testInfo, 'terms');

  await page.goto('/en/sitemap');
  await expect(page.getByRole('heading', { name: 'Sitemap' })).toBeVisible();
  await snap(page, testInfo, 'sitemap');

  await page.goto('/en/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await snap(page, testInfo, 'not-found');
});
