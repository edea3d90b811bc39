import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { enterApp, snap } from './support/app.ts';
import { locationSelect, replyChips } from './support/chat.ts';
import { signUpStaff } from './support/staff.ts';

/*
 * The operator's console (issue 19), as the three people in it use it: a player reports a character's
 * line; a moderator reads it in context and suspends the player, who sees the suspension and its end; an
 * admin finds the player by the ID the player shows and grants a tier, which the player sees; the
 * moderation log holds both steps. Staff accounts are made by the operator's command beside the server.
 */

/** The player's ID, as Account → Show ID gives it (the stored session's subject). */
const playerIdOf = (page: Page) =>
  page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { user: string }).user;
  });

async function staffPage(browser: Browser, testInfo: Parameters<typeof signUpStaff>[1], role: 'moderator' | 'admin') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signUpStaff(page, testInfo, role);
  return page;
}

test('a reported player is suspended by a moderator and given a tier by an admin, all in the log', async ({
  page: player,
  browser,
}, testInfo) => {
  // The player chats, then reports the character's line.
  await enterApp(player);
  await player.locator('.start-here').getByRole('link', { name: 'Say hello' }).click();
  await expect(replyChips(player).first()).toBeVisible();
  await replyChips(player).first().click();
  // the character answers: new replies to pick, or a date to choose
  await expect(replyChips(player).first().or(locationSelect(player))).toBeVisible();
  const log = player.getByRole('log');
  const reported = log.getByRole('button', { name: 'Report this message' }).last();
  await reported.click();
  const dialog = player.getByRole('dialog', { name: 'Report' });
  await dialog.getByLabel('What is wrong?').selectOption({ label: 'Something else' });
  await dialog.getByLabel('Anything to add (optional)').fill('This line reads wrong');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your report reached the moderators');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const playerId = await playerIdOf(player);

  // A moderator reads it in context and suspends the player for a day.
  const moderator = await staffPage(browser, testInfo, 'moderator');
  await moderator.goto('/en/admin/reports');
  const card = moderator.getByRole('article').filter({ hasText: 'This line reads wrong' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('region', { name: 'The conversation around the reported line' })).toBeVisible();
  await expect(card.locator('mark')).toHaveCount(1);
  await snap(moderator, testInfo, 'console-report-in-context', { fullPage: false });
  await card.getByRole('button', { name: 'Resolve…' }).click();
  await card.getByRole('radio', { name: 'Suspend the player' }).check();
  await card.getByLabel('Days (0.5 = 12 hours)').fill('1');
  await card.getByLabel('Reason (required, kept in the log)').fill('Steered the chat off the rules');
  await card.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(card.getByRole('status')).toContainText('Player suspended');

  // The player sees the suspension and when it ends; a chat turn is refused.
  await player.reload();
  const notice = player.getByText(
    /Your account is suspended until .+\. You can read, but not chat, vote or post until then\./,
  );
  await expect(notice.first()).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  await expect(notice.first()).toContainText(String(tomorrow.getDate()));
  // the chat still opens to be read; no refusal greets the player
  await expect(player.getByRole('log').getByRole('button', { name: 'Report this message' }).first()).toBeVisible();
  await expect(player.getByRole('dialog')).toHaveCount(0);
  await snap(player, testInfo, 'console-player-suspended', { fullPage: false });

  // An admin finds the player by ID and grants VIP for 30 days.
  const admin = await staffPage(browser, testInfo, 'admin');
  await admin.goto('/en/admin/players');
  await admin.getByLabel('Player ID, e-mail or name').fill(playerId);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: playerId }).click();
  await expect(admin.getByText(playerId).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Grant tier' }).click();
  const grant = admin.getByRole('dialog', { name: 'Grant a tier' });
  await grant.getByLabel('Tier').selectOption('2');
  await grant.getByLabel('Days').fill('30');
  await grant.getByLabel('Reason (required, kept in the log)').fill('Sorry for the trouble');
  await grant.getByRole('button', { name: 'Grant tier' }).click();
  await expect(grant).toBeHidden();

  // The player sees the tier.
  await player.goto('/en/app/profile/me/prices');
  const current = player.locator('.tier-card--current');
  await expect(current).toBeVisible();
  await expect(current).toContainText('Your tier');
  await expect(current.getByRole('heading')).toHaveText('VIP Pass');

  // The log holds both steps, newest first.
  await admin.goto('/en/admin/log');
  const entries = admin.getByRole('list', { name: 'Moderation log' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Sorry for the trouble');
  await expect(admin.getByRole('list', { name: 'Moderation log' })).toContainText('Steered the chat off the rules');
  await snap(admin, testInfo, 'console-log');
  await moderator.context().close();
  await admin.context().close();
});
