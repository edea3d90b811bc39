import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { enterApp } from './support/app.ts';

/** The box of a locator, failing clearly when it is not laid out. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, `${selector} is laid out`).not.toBeNull();
  return found!;
}

// The shared player-facing styles (carousel, full-screen image, like button) once never reached the built
// app: these checks fail if they go missing again.
test('a feed carousel shows one image per page and a profile image opens over the whole screen', async ({ page }) => {
  await enterApp(page, '/en/app/home');
  const carousel = page.locator('.post-card .play-carousel').first();
  await carousel.scrollIntoViewIfNeeded();
  const viewport = await box(page, '.post-card .play-carousel__viewport');
  const slides = carousel.locator('.play-carousel__slide');
  expect(await slides.count()).toBeGreaterThan(1);
  const first = (await slides.nth(0).boundingBox())!;
  const second = (await slides.nth(1).boundingBox())!;
  // Side by side in one row, each as wide as the carousel, only the first inside it.
  expect(Math.abs(first.width - viewport.width)).toBeLessThan(2);
  expect(Math.abs(second.y - first.y)).toBeLessThan(2);
  expect(second.x).toBeGreaterThanOrEqual(viewport.x + viewport.width - 2);
  expect(viewport.height).toBeLessThan(viewport.width * 1.3);
  // A dot is a touch target, not a sliver.
  const dot = await box(page, '.post-card .play-carousel__dot');
  expect(Math.min(dot.width, dot.height)).toBeGreaterThanOrEqual(24);
  // The like button is the styled heart button.
  const like = await box(page, '.post-card .play-like__button');
  expect(like.width).toBeGreaterThanOrEqual(40);

  await page.goto('/en/app/profile/jade');
  await page.locator('.profile-post__open').first().click();
  const full = page.getByRole('dialog', { name: 'Image' });
  await expect(full).toBeVisible();
  const size = page.viewportSize()!;
  const cover = (await full.boundingBox())!;
  expect(cover.x).toBe(0);
  expect(cover.y).toBe(0);
  expect(cover.width).toBe(size.width);
  expect(cover.height).toBe(size.height);
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
});

test('phones get the header and bottom bar, desktops a navigation rail; each page has one main and one h1', async ({
  page,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  await enterApp(page, '/en/app/home');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveCount(5);
  if (desktop) {
    await expect(page.locator('.side-nav')).toBeVisible();
    await expect(page.locator('.ui-bottom-bar')).toHaveCount(0);
    // The rail sits at the start side and the content uses the width beside it.
    const rail = await box(page, '.side-nav');
    expect(rail.x).toBe(0);
    await expect(page.getByRole('complementary', { name: 'Characters' })).toBeVisible();
  } else {
    await expect(page.locator('.ui-bottom-bar')).toBeVisible();
    await expect(page.locator('.side-nav')).toHaveCount(0);
  }
  // The Report button floats at the bottom right on a desktop; on a phone it sits in the header's top right,
  // where it covers nothing (floating, it covered captions and switches).
  const report = page.getByRole('link', { name: 'Report' });
  await expect(report).toBeVisible();
  expect((await report.getAttribute('href')) ?? '').toMatch(/^mailto:/);
  const size = page.viewportSize()!;
  const corner = (await report.boundingBox())!;
  expect(corner.x + corner.width).toBeGreaterThan(size.width - (desktop ? 40 : 120));
  if (desktop) expect(corner.y).toBeGreaterThan(size.height / 2);
  else {
    const header = await box(page, '.shell-header');
    expect(corner.y).toBeGreaterThanOrEqual(header.y);
    expect(corner.y + corner.height).toBeLessThanOrEqual(header.y + header.height);
  }

  for (const path of ['/en/app/home', '/en/app/explore', '/en/app/inbox', '/en/app/profile/jade', '/en/app/hub']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('main main')).toHaveCount(0);
  }
});

test('on a chat page the Report button sits at the top right', async ({ page }) => {
  await enterApp(page, '/en/app/chat/jade');
  const report = page.getByRole('link', { name: 'Report' });
  await expect(report).toBeVisible();
  const size = page.viewportSize()!;
  const corner = (await report.boundingBox())!;
  expect(corner.y).toBeLessThan(size.height / 4);
  expect(corner.x).toBeGreaterThan(size.width / 2);
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({ page }) => {
  await enterApp(page, '/en/app/explore');
  // The preferences dialog has finished closing (focus goes back to the page).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('explore shows four columns on a desktop and two on a phone', async ({ page }, testInfo) => {
  await enterApp(page, '/en/app/explore');
  const cards = page.locator('.explore__grid > li');
  await expect(cards.first()).toBeVisible();
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const perRow = tops.filter((top) => top === tops[0]).length;
  expect(perRow).toBe(testInfo.project.name === 'desktop' ? 4 : 2);
});

test('robots.txt keeps search engines on the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const text = await robots.text();
  expect(text).toContain('Disallow: /app/');
  // the game index (/{lang}/game) and every game under it
  expect(text).toContain('Disallow: /game\n');
  expect(text).toContain('Disallow: /*/game\n');
  expect(text).toContain('Allow: /terms');
});
