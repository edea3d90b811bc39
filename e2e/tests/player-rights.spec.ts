import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { enterApp, snap } from './support/app.ts';
import { locationSelect, replyChips } from './support/chat.ts';

/*
 * The player's rights (issue 19), as a new player uses them: after a first chat, Profile → Account →
 * Your data downloads one JSON file holding the chat, shows the same data as a page, and Delete my account
 * erases everything at once: the player lands on the home page told so, and the old session is dead.
 */
test('a player downloads their data, reads it, and deletes their account', async ({ page, request }, testInfo) => {
  await enterApp(page);
  await page.locator('.start-here').getByRole('link', { name: 'Say hello' }).click();
  await expect(replyChips(page).first()).toBeVisible();
  await replyChips(page).first().click();
  // her answer: new replies to pick, or (when that reply filled the meter to her offer) the places of a date
  await expect(replyChips(page).first().or(locationSelect(page))).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await page.goto('/en/app/profile/me');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { id: string };
    messages: { role: string; response: string }[];
  };
  expect(data.messages.filter((m) => m.role === 'user')).toHaveLength(1);
  expect(data.messages.length).toBeGreaterThanOrEqual(2);

  await yourData.getByRole('link', { name: 'See my data' }).click();
  await expect(page.getByRole('heading', { name: `Messages (${data.messages.length})` })).toBeVisible();
  await expect(page.getByText(data.account.id, { exact: true })).toBeVisible();
  await snap(page, testInfo, 'my-data');

  await page.goto('/en/app/profile/me');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(confirm).toContainText('keeps running at its provider');
  await snap(page, testInfo, 'delete-account', { fullPage: false });
  await confirm.getByRole('button', { name: 'Delete my account' }).click();

  await page.waitForURL(/\/en\/\?deleted=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'have been deleted' })).toBeVisible();
  const old = await request.get('/api/user/export', { headers: { authorization: `Bearer ${token}` } });
  expect(old.status()).toBe(401);
});
