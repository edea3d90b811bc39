import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const description = (page: Page) => page.locator('meta[name="description"]');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test('each page has its title and description, from the server and after client navigation', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveTitle('Velvet Hearts: Adults-only dating game');
  await expect(description(page)).toHaveAttribute(
    'content',
    'An adults-only (18+) dating-game chat with fictional AI-generated characters.',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);

  // The landing's first load is a small page of its own: its links open the app's pages, served with their heads.
  await page.getByRole('link', { name: 'Sitemap', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sitemap$/);
  await expect(page).toHaveTitle('Sitemap · Velvet Hearts');
  await expect(description(page)).toHaveAttribute('content', 'Every public page of the site, in every language.');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/sitemap$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/sitemap$/);

  // inside the app, client-side: links do not reload the page, and each keeps the head right
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page).toHaveTitle('Velvet Hearts: Adults-only dating game');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
  await page.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page).toHaveTitle('Terms of Service · Velvet Hearts');
  await expect(description(page)).toHaveAttribute(
    'content',
    'The terms of use of the site: who may use it, subscriptions, content and contacts.',
  );
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a language page is served in its language', async ({ page }) => {
  await page.goto('/de/tiers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Tarife · Velvet Hearts');
  await expect(description(page)).toHaveAttribute(
    'content',
    'Die Abo-Stufen: was jede freischaltet und was sie kostet.',
  );
});

test('the web app manifest is linked and valid, and its icons are the sizes it names', async ({ page, request }) => {
  await page.goto('/en');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Velvet Hearts', start_url: '/en/app/home', display: 'standalone' });
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body()).join('x')).toBe(icon.sizes);
  }
  // what Chromium asks of an installable app (192 and 512 px), and an icon the system may crop to its shape
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  // Chromium's own reading of it (installable, no errors): lighthouse.spec.ts
});

test('the sitemap lists the public pages on the public origin', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml).toContain(`<loc>${baseURL}/fr/tiers</loc>`);
  expect(xml).toContain(`hreflang="ja" href="${baseURL}/ja/sitemap"`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
