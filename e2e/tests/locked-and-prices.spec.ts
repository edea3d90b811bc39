import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { enterApp, snap } from './support/app.ts';

/** The demo pack's VIP character: visible to a new player (Girls on), above the free tier. */
const LOCKED = { id: 'camille', name: 'Camille Dubois', tier: 'VIP Pass' };

/** Serious and critical WCAG A/AA problems axe-core finds on the page as it is now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Five axe-core passes take 10-20 s each on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test('a new player meets a locked character that explains itself and follows the way to a prices page that compares the tiers', async ({
  page,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  await page.setViewportSize(desktop ? { width: 1440, height: 900 } : { width: 390, height: 844 });
  const consoleErrors: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().includes('/trpc/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  });

  // 1. The explore card says it is locked, and by which tier, before it is tapped.
  await enterApp(page, '/en/app/explore');
  const card = page.getByRole('link', { name: new RegExp(LOCKED.name) });
  await expect(card).toBeVisible();
  await expect(card).toHaveClass(/explore-card--locked/);
  await expect(card.locator('.tier-lock')).toBeVisible();
  await expect(card.locator('.tier-lock')).toContainText(LOCKED.tier);
  await expect(card).toHaveAccessibleName(new RegExp(`Exclusive: ${LOCKED.tier} and up`));
  await snap(page, testInfo, 'locked-1-explore');
  expect(await accessibilityProblems(page)).toEqual([]);

  // 2. Her profile says so too: which tier opens her, the player's tier, a way to unlock; Message carries the lock.
  await card.click();
  await page.waitForURL(`**/en/app/profile/${LOCKED.id}`);
  const notice = page.getByRole('region', { name: `Exclusive: ${LOCKED.tier} and up` });
  await expect(notice).toContainText(`Chatting with ${LOCKED.name} needs ${LOCKED.tier} or higher. Your tier: Free.`);
  await expect(notice.getByRole('link', { name: `Unlock with ${LOCKED.tier}` })).toBeVisible();
  const message = page.getByRole('link', { name: `Message ${LOCKED.tier}`, exact: true });
  await expect(message).toHaveAccessibleDescription(`Exclusive: ${LOCKED.tier} and up`);
  await expect(page.getByRole('region', { name: 'Content preferences' })).toBeVisible();
  await expect(page.locator('.profile img').first()).toBeVisible();
  await snap(page, testInfo, 'locked-2-profile');
  expect(await accessibilityProblems(page)).toEqual([]);

  // 3. Her chat opens without a refused call or a console error, explaining the lock instead of a generic notice.
  await message.click();
  await page.waitForURL(`**/en/app/chat/${LOCKED.id}`);
  await expect(page.getByRole('heading', { level: 1, name: LOCKED.name })).toBeVisible();
  const chatNotice = page.getByRole('region', { name: `Exclusive: ${LOCKED.tier} and up` });
  await expect(chatNotice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await snap(page, testInfo, 'locked-3-chat');
  expect(await accessibilityProblems(page)).toEqual([]);

  // 4. The way to unlock leads to a prices page that compares Free and the three tiers and says payments are not set up.
  await chatNotice.getByRole('link', { name: `Unlock with ${LOCKED.tier}` }).click();
  await page.waitForURL('**/en/app/profile/me/prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your tier' })).toBeVisible();
  const tiers = page.getByRole('list', { name: 'Tiers' }).getByRole('heading', { level: 2 });
  await expect(tiers).toHaveText(['Free', 'Basic Pass', 'VIP Pass', 'God Mode']);
  await expect(page.getByRole('region', { name: 'Payments are not set up on this site yet' })).toBeVisible();
  await expect(page.getByText('$14')).toBeVisible();
  const vip = page
    .getByRole('list', { name: 'Tiers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'VIP Pass' }) });
  await expect(vip.getByText('Recommended')).toBeVisible();
  await expect(vip).toContainText(`Adds ${LOCKED.name}`);
  const boxes = await Promise.all(
    ['Free', 'Basic Pass', 'VIP Pass', 'God Mode'].map((name) =>
      page.getByRole('heading', { level: 2, name, exact: true }).boundingBox(),
    ),
  );
  if (desktop) {
    // Side by side: the four names on one line, left to right.
    for (const box of boxes) expect(Math.abs(box!.y - boxes[0]!.y)).toBeLessThan(4);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + 100);
    // The rail's column and the page's glow reach the end of the scrolled page.
    const spans = await page.evaluate(() => {
      const page = document.documentElement.scrollHeight;
      const rail = parseFloat(getComputedStyle(document.querySelector('.shell--desktop')!, '::before').height);
      const glow = document.querySelector('.hero-bg')!.getBoundingClientRect().height;
      return { page, rail, glow };
    });
    expect(spans.page).toBeGreaterThan(900);
    expect(spans.rail).toBeGreaterThanOrEqual(spans.page - 1);
    expect(spans.glow).toBeGreaterThanOrEqual(spans.page - 1);
  } else {
    // Stacked on a phone.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + 100);
  }
  await snap(page, testInfo, 'locked-4-prices');
  expect(await accessibilityProblems(page)).toEqual([]);

  expect(refused, 'refused calls').toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
});
