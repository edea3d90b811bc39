import { enterApp } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('following a character fills the Following feed with her posts only', async ({ page }) => {
  await enterApp(page, '/en/app/profile/jade');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('tablist', { name: 'Feed' }).getByRole('tab', { name: 'Following' }).click();
  const posts = page.getByRole('article', { name: /^Post by / });
  await expect(posts.first()).toBeVisible();
  const authors = await posts.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  expect(new Set(authors)).toEqual(new Set(['Post by Jade Okafor']));
});
