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
  await snap(page, testInfo, 'game-shell');

  for (let turn = 0; turn < 10; turn += 1) {
    const ending = page.getByText(/Ending: /);
    await expect(ending.or(replyChips(page).first())).toBeVisible({ timeout: 20_000 });
    if (await ending.isVisible()) break;
    const pick = (await replyChips(page).first().innerText()).trim();
    await replyChips(page).first().click();
    await expect(replyChips(page).filter({ hasText: pick })).toHaveCount(0);
  }
  await expect(page.getByText(/Ending: /)).toBeVisible();
  await expect(replyChips(page)).toHaveCount(0);
  await snap(page, testInfo, 'game-shell-ending');
});
