import { expect, test } from './support/test.ts';
import { enterApp, snap } from './support/app.ts';
import { replyChips } from './support/chat.ts';

// "What she remembers" (issue 18): what the player typed about themselves shows in the sheet, a pin
// sticks, and a forgotten fact is gone when the sheet opens again.
test('what she remembers: a typed fact shows, is pinned and forgotten', async ({ page }, testInfo) => {
  await enterApp(page, '/en/app/chat/jade');
  await expect(replyChips(page).first()).toBeVisible({ timeout: 20_000 });
  const box = page.getByRole('textbox', { name: 'Message' });
  for (const said of ['I work as a night nurse in Leeds', 'My sister lives in Oslo and I visit her in winter']) {
    await box.fill(said);
    await box.press('Enter');
    await expect(page.getByRole('log').getByText(said)).toBeVisible();
    await expect(replyChips(page).first()).toBeVisible({ timeout: 20_000 });
  }

  const opener = page.getByRole('button', { name: /^What Jade.* remembers$/ }).filter({ visible: true });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: /^What Jade.* remembers$/ });
  const nurse = sheet.getByRole('listitem').filter({ hasText: 'I work as a night nurse in Leeds' });
  await expect(nurse).toBeVisible();
  await nurse.getByRole('button', { name: 'Pin' }).click();
  await expect(nurse.getByRole('button', { name: 'Pin' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByText('Pinned: 1 of 8')).toBeVisible();
  await snap(page, testInfo, 'memory-sheet', { fullPage: false });

  const sister = sheet.getByRole('listitem').filter({ hasText: 'My sister lives in Oslo' });
  await sister.getByRole('button', { name: 'Forget' }).click();
  await expect(sister.getByRole('group', { name: 'Forget this?' })).toBeVisible();
  await snap(page, testInfo, 'memory-sheet-forget', { fullPage: false });
  await sister.getByRole('group', { name: 'Forget this?' }).getByRole('button', { name: 'Forget' }).click();
  await expect(sister).toHaveCount(0);

  await sheet.getByRole('button', { name: 'Close' }).click();
  await opener.click();
  await expect(sheet.getByText('I work as a night nurse in Leeds')).toBeVisible();
  await expect(sheet.getByText('My sister lives in Oslo')).toHaveCount(0);
});
