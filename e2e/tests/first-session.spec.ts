import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { confirmSignUp, PASSWORD, snap as fullSnap, uniqueEmail } from './support/app.ts';
import { locationSelect, replyChips } from './support/chat.ts';
import { demoCharacter } from './support/demo-pack.ts';

/*
 * A first-time player's first session, at 390x844 and 1440x900: the age gate, the introduction, Home's
 * suggested character, five replies that each move the meter visibly (one of them rude, with its reason),
 * then friendly play through the date and the scene until the level-up moment. Again in Arabic: the
 * player's own replies show in Arabic. Every step is a screenshot in e2e/artifacts/<project>/first-*.png,
 * and axe-core finds no serious or critical problem on the pages.
 */

const TRANSLATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'src', 'i18n', 'locales');

/** The interface in a language: the English key's translation (English itself for en). */
function interfaceText(lang: string): (key: string) => string {
  const map =
    lang === 'en'
      ? {}
      : (JSON.parse(readFileSync(join(TRANSLATIONS, `${lang}.json`), 'utf8')) as Record<string, string>);
  return (key) => map[key] ?? key;
}

/** The suggested replies of one kind in the player's language, as the chips show them. */
function repliesOfKind(charId: string, kind: 'friendly' | 'rude', lang: string): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const reply = value as { kind?: unknown; text?: unknown; trans?: Record<string, string> };
      if (reply.kind === kind && typeof reply.text === 'string')
        texts.add(lang === 'en' ? reply.text : (reply.trans?.[lang] ?? reply.text));
      Object.values(value).forEach(walk);
    }
  };
  walk(demoCharacter(charId).dialogue);
  return texts;
}

/** Serious and critical WCAG A/AA problems axe-core finds on the page as it is now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function sized(page: Page, testInfo: TestInfo): Promise<boolean> {
  const desktop = testInfo.project.name === 'desktop';
  await page.setViewportSize(desktop ? { width: 1440, height: 900 } : { width: 390, height: 844 });
  return desktop;
}

/** A step as the player sees it: the screen, not the whole endless feed. */
const snap = (page: Page, testInfo: TestInfo, name: string) => fullSnap(page, testInfo, name, { fullPage: false });
const chat = (page: Page) => page.locator('.chat');
/** A select step (a place or the poses), in any language. */
const selectStep = (page: Page) => page.locator('.chat-sheet');
const actionSelect = (page: Page) => page.getByRole('region', { name: 'Choose what happens next' });

/** Sends with `act` and waits until the character has answered in full (the chat is no longer busy). */
async function turn(page: Page, act: () => Promise<void>): Promise<void> {
  await Promise.all([
    // a turn goes out as the event stream message.stream (message.send when the stream cannot open)
    page.waitForResponse((r) => /message\.(send|stream)/.test(r.url())),
    act(),
  ]);
  await expect(chat(page)).toHaveAttribute('data-busy', 'false', { timeout: 30_000 });
}

/** The meter's note: its turn (to tell one reply's from the last), its change and its text. */
interface MeterNote {
  turn: string;
  delta: string;
  text: string;
}

/**
 * The meter's note after a reply, read in one go as soon as it shows: it fades after a few seconds, so a
 * second look could find it gone on a loaded machine.
 */
async function noteAfter(page: Page, previousTurn: string | null): Promise<MeterNote> {
  const read = await page.waitForFunction(
    (previous) => {
      const shown = document.querySelector<HTMLElement>('[data-testid="meter-note"]');
      const turn = shown?.getAttribute('data-turn');
      if (!shown || !turn || turn === previous) return null;
      const delta = shown.querySelector('.chat-note__delta')?.textContent ?? '';
      return { turn, delta: delta.trim(), text: shown.innerText.trim() };
    },
    previousTurn ?? '-',
    { polling: 50 },
  );
  return (await read.jsonValue()) as MeterNote;
}

/** The chip of one of `texts`, else the first one not in `avoid`. */
async function chipOf(page: Page, texts: Set<string>, avoid: Set<string> = new Set()): Promise<Locator> {
  await expect(replyChips(page).first()).toBeVisible({ timeout: 30_000 });
  const shown = (await replyChips(page).allInnerTexts()).map((t) => t.trim());
  const pick = shown.find((t) => texts.has(t)) ?? shown.find((t) => !avoid.has(t)) ?? shown[0]!;
  return replyChips(page).filter({ hasText: pick }).first();
}

test('a first session: age gate, introduction, a suggested character, replies that move the meter, a level up', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const desktop = await sized(page, testInfo);

  // 1. The age gate, then one short introduction: how it works, then who to meet (defaults kept, and why).
  await page.goto('/en/app/home');
  const gate = page.getByRole('dialog', { name: 'Adults only (18+)' });
  await expect(gate).toBeVisible();
  await snap(page, testInfo, 'first-1-age-gate');
  await gate.getByRole('button', { name: 'Continue' }).click();
  const intro = page.getByRole('dialog', { name: 'Welcome' });
  await expect(intro).toBeVisible();
  await expect(intro).toContainText('At 15 she asks you on a date; at 25 things heat up.');
  await expect(intro.getByRole('button', { name: 'Skip' })).toBeVisible();
  await snap(page, testInfo, 'first-2-intro-how');
  expect(await accessibilityProblems(page)).toEqual([]);
  await intro.getByRole('button', { name: 'Next' }).click();
  await expect(intro.getByRole('switch', { name: 'Girls' })).toBeChecked();
  await expect(intro.getByRole('switch', { name: 'Futas' })).not.toBeChecked();
  await expect(intro).toContainText('This decides which characters and posts you see.');
  await snap(page, testInfo, 'first-3-intro-who');
  await Promise.all([page.waitForEvent('load'), intro.getByRole('button', { name: 'Start playing' }).click()]);
  await expect(intro).toBeHidden();

  // 2. Home points to a character and says how to begin; nothing floats over the page on a phone.
  const start = page.locator('.start-here');
  await expect(start).toBeVisible();
  await expect(start.getByText('Start here')).toBeVisible();
  await expect(start).toContainText('Kind words fill her affection meter.');
  if (!desktop) {
    await expect(page.locator('.report-button--corner')).toHaveCount(0);
    // The header is on top, Report in it; the hub banner, when there is one, sits in the page under it.
    expect((await page.locator('.shell-header').boundingBox())!.y).toBe(0);
    await expect(page.locator('.shell-header').getByRole('link', { name: 'Report' })).toBeVisible();
    const banner = page.locator('.hub-notice');
    if (await banner.isVisible()) expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  }
  await snap(page, testInfo, 'first-4-home');
  expect(await accessibilityProblems(page)).toEqual([]);
  const hello = start.getByRole('link', { name: 'Say hello' });
  const charId = ((await hello.getAttribute('href')) ?? '').split('/').pop()!;
  await hello.click();
  await page.waitForURL(`**/en/app/chat/${charId}`);

  // 3. The chat: one header on a phone, the meter labelled with its marks, Home still the highlighted tab.
  const meter = page.getByRole('meter', { name: 'Affection' }).first();
  await expect(meter).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '10');
  await expect(meter.getByTitle('Date at 15')).toBeAttached();
  await expect(meter.getByTitle('Scene at 25')).toBeAttached();
  await expect(replyChips(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Tap a reply to answer/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  if (!desktop) {
    await expect(page.locator('.shell-header')).toHaveCount(0);
    const header = (await page.locator('.chat-header').boundingBox())!;
    expect(header.height).toBeLessThan(110);
  } else {
    const panel = (await page.locator('.chat-panel').boundingBox())!;
    const main = (await page.locator('.chat-main').boundingBox())!;
    // The chat and the panel use the width beside the rail.
    expect(panel.x + panel.width).toBeGreaterThan(1440 - 8);
    expect(main.width).toBeGreaterThan(700);
  }
  await snap(page, testInfo, 'first-5-chat');
  expect(await accessibilityProblems(page)).toEqual([]);

  // 4. Five replies, each with a visible change: friendly, one rude (its reason shows), friendly again.
  const friendly = repliesOfKind(charId, 'friendly', 'en');
  const rude = repliesOfKind(charId, 'rude', 'en');
  const changes: string[] = [];
  let last: string | null = null;
  for (let reply = 1; reply <= 5; reply += 1) {
    const chip = reply === 2 ? await chipOf(page, rude) : await chipOf(page, friendly, rude);
    const said = (await chip.innerText()).trim();
    // The note fades after a few seconds: it is read while the answer comes in.
    const [, seen]: [void, MeterNote] = await Promise.all([turn(page, () => chip.click()), noteAfter(page, last)]);
    await expect(page.getByRole('log').getByText(said, { exact: true })).toBeVisible();
    last = seen.turn;
    changes.push(seen.text);
    expect(seen.delta).toMatch(reply === 2 ? /^−\d+$/ : /^\+\d+$/);
    if (reply === 2) expect(seen.text).toContain('That came across as rude');
    if (reply === 1 || reply === 2 || reply === 5) await snap(page, testInfo, `first-6-reply-${reply}`);
    if (await locationSelect(page).isVisible()) break;
  }
  expect(changes.length).toBeGreaterThanOrEqual(4);
  testInfo.annotations.push({ type: 'meter changes', description: changes.join(' | ') });

  // 5. Friendly play through the date and the scene until the level-up moment, which says what comes next.
  let replies = changes.length;
  const levelUp = page.locator('.chat-moment--levelUp');
  let sawDate = false;
  let sawScene = false;
  for (let guard = 0; guard < 40 && !(await levelUp.isVisible()); guard += 1) {
    if (await locationSelect(page).isVisible()) {
      if (!sawDate) {
        await expect(page.getByRole('region', { name: /wants a date$/ })).toBeVisible();
        await snap(page, testInfo, 'first-7-date-offer');
        sawDate = true;
      }
      await turn(page, () => locationSelect(page).getByRole('button').first().click());
    } else if (await actionSelect(page).isVisible()) {
      if (!sawScene) {
        await expect(page.getByRole('region', { name: 'Things are heating up' })).toBeVisible();
        await snap(page, testInfo, 'first-8-scene');
        sawScene = true;
      }
      await actionSelect(page).locator('.chat-choice:enabled').first().click();
      await turn(page, () => actionSelect(page).getByRole('button', { name: 'Continue' }).click());
    } else {
      const chip = await chipOf(page, friendly, rude);
      await turn(page, () => chip.click());
    }
    replies += 1;
  }
  await expect(levelUp).toBeVisible();
  await expect(levelUp).toContainText(/^.*Level 2 with .+!/);
  await expect(levelUp).toContainText(/Next: level \d+ unlocks/);
  expect(sawDate && sawScene).toBe(true);
  testInfo.annotations.push({
    type: 'level up',
    description: `after ${replies} turns (replies, the location pick and the poses)`,
  });
  await snap(page, testInfo, 'first-9-level-up');
  expect(await accessibilityProblems(page)).toEqual([]);

  // 6. A guest is invited, gently, to keep the progress (the invitation waits while a moment is shown).
  await levelUp.getByRole('button', { name: 'Got it' }).click();
  const keep = page.getByRole('complementary', { name: 'Keep your progress' });
  await expect(keep).toBeVisible();
  await expect(keep.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/signup');
  await snap(page, testInfo, 'first-10-keep-progress');

  // 7. Signing up from the invitation keeps the progress: after the mail's link, she is still at level 2.
  const chatAddress = page.url();
  const email = uniqueEmail(testInfo, 'first');
  await keep.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/en\/signup$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(email);
  await snap(page, testInfo, 'first-11-check-inbox');
  await confirmSignUp(page, email);
  await page.goto(chatAddress);
  await expect(page.locator('.chat-header__meta').first()).toHaveText('Lv 2');
  await snap(page, testInfo, 'first-12-signed-up');

  // 8. A locked character says so, and by which tier, and leads to the prices page, which compares the tiers.
  const locked = demoCharacter('camille');
  await page.goto(`/en/app/profile/${locked.id}`);
  const notice = page.getByRole('region', { name: 'Exclusive: VIP Pass and up' });
  await expect(notice).toContainText(`Chatting with ${locked.name} needs VIP Pass or higher. Your tier: Free.`);
  await snap(page, testInfo, 'first-13-locked');
  await notice.getByRole('link', { name: 'Unlock with VIP Pass' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your tier' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tiers' }).getByRole('heading', { level: 2 })).toHaveText([
    'Free',
    'Basic Pass',
    'VIP Pass',
    'God Mode',
  ]);
  await expect(page.getByRole('region', { name: 'Payments are not set up on this site yet' })).toBeVisible();
  await snap(page, testInfo, 'first-14-prices');
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("a first session in Arabic: the player's own replies in Arabic, right to left", async ({ page }, testInfo) => {
  // Right to left is a matter of the text, the same at both sizes; the desktop layout is the English session's.
  test.skip(testInfo.project.name === 'desktop', 'played at phone size');
  test.setTimeout(180_000);
  await sized(page, testInfo);
  const t = interfaceText('ar');

  await page.goto('/ar/app/home');
  await page
    .getByRole('dialog', { name: t('Adults only ({{age}}+)').replace('{{age}}', '18') })
    .getByRole('button', { name: t('Continue') })
    .click();
  const intro = page.getByRole('dialog', { name: t('Welcome') });
  await expect(intro).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, testInfo, 'first-ar-1-intro');
  expect(await accessibilityProblems(page)).toEqual([]);
  await Promise.all([page.waitForEvent('load'), intro.getByRole('button', { name: t('Skip') }).click()]);

  const start = page.locator('.start-here');
  await expect(start.getByText(t('Start here'))).toBeVisible();
  await snap(page, testInfo, 'first-ar-2-home');
  const hello = start.getByRole('link', { name: t('Say hello') });
  const charId = ((await hello.getAttribute('href')) ?? '').split('/').pop()!;
  await hello.click();
  await page.waitForURL(`**/ar/app/chat/${charId}`);
  await expect(page.getByRole('meter', { name: t('Affection') }).first()).toBeVisible();

  const friendly = repliesOfKind(charId, 'friendly', 'ar');
  const englishReplies = new Set([...repliesOfKind(charId, 'friendly', 'en'), ...repliesOfKind(charId, 'rude', 'en')]);
  const rude = repliesOfKind(charId, 'rude', 'ar');
  let last: string | null = null;
  for (let reply = 1; reply <= 5; ) {
    // A date offered on the way: pick the place (no reply of the player's own) and go on talking there.
    if (await selectStep(page).isVisible()) {
      const pick = selectStep(page).locator('.chat-choice:enabled').first();
      const confirm = selectStep(page).locator('.chat-sheet__continue');
      if (await confirm.count()) {
        await pick.click();
        await turn(page, () => confirm.click());
      } else await turn(page, () => pick.click());
      continue;
    }
    const chip = await chipOf(page, friendly, rude);
    const said = (await chip.innerText()).trim();
    expect(said).toMatch(/\p{Script=Arabic}/u);
    const [, seen]: [void, MeterNote] = await Promise.all([turn(page, () => chip.click()), noteAfter(page, last)]);
    // The player's bubble reads as the chip did: in Arabic, never the English original.
    const bubble = page.getByRole('log').locator('.chat-bubble--user .chat-bubble__text').last();
    await expect(bubble).toHaveText(said);
    await expect(bubble).toHaveAttribute('dir', 'auto');
    expect(englishReplies.has((await bubble.innerText()).trim())).toBe(false);
    last = seen.turn;
    expect(seen.delta).toMatch(/^[+−]\d+$/);
    if (reply === 1) await snap(page, testInfo, 'first-ar-3-reply-1');
    reply += 1;
  }
  const bubbles = await page.getByRole('log').locator('.chat-bubble--user .chat-bubble__text').allInnerTexts();
  expect(bubbles.length).toBe(5);
  for (const text of bubbles) expect(text).toMatch(/\p{Script=Arabic}/u);
  await snap(page, testInfo, 'first-ar-4-chat');
  expect(await accessibilityProblems(page)).toEqual([]);

  // Reopened, the conversation keeps the player's replies in Arabic (the server stored their translation).
  await page.reload();
  await expect(page.getByRole('log').locator('.chat-bubble--user .chat-bubble__text').first()).toBeVisible({
    timeout: 30_000,
  });
  for (const text of await page.getByRole('log').locator('.chat-bubble--user .chat-bubble__text').allInnerTexts())
    expect(text).toMatch(/\p{Script=Arabic}/u);
});
