import { expect, test } from './support/test.ts';
import { passAgeGate, savePreferences, snap } from './support/app.ts';
import { replyChips } from './support/chat.ts';

test('the emoji game in the game shell plays to an ending', async ({ page }, testInfo) => {
  await page.goto('/game/emoji/mila');
  // The game shell moves a prefix-less path to the language path.
  await expect(page).toHaveURL(/\/en\/game\/emoji\/mila$/);
  await passAgeGate(page);
  await savePreferences(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByLabel('Language', { exact: true })).toBeVisible();
  await expect(replyChips(page).first()).toBeVisible({ timeout: 20_000 });
  // The chat fills the window: the text box (100 characters, cut silently, no counter) stays in view.
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeInViewport();
  await expect(page.getByText(/^\d+\/200$/)).toHaveCount(0);
  await box.fill('x'.repeat(150));
  await expect(box).toHaveValue('x'.repeat(100));
  await box.fill('');
  await snap(page, testInfo, 'game-shell');

  for (let turn = 0; turn < 10; turn += 1) {
    const ending = page.getByRole('log').getByText(/Ending: /);
    await expect(ending.or(replyChips(page).first())).toBeVisible({ timeout: 20_000 });
    if (await ending.isVisible()) break;
    const pick = (await replyChips(page).first().innerText()).trim();
    await replyChips(page).first().click();
    await expect(replyChips(page).filter({ hasText: pick })).toHaveCount(0);
  }
  await expect(page.getByRole('log').getByText(/Ending: /)).toBeVisible();
  await expect(replyChips(page)).toHaveCount(0);
  await snap(page, testInfo, 'game-shell-ending');
});
