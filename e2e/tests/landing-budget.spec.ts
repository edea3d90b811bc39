import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { demoIdsOf } from './support/demo-pack.ts';

/** The landing's budget (issue 20): its JavaScript and CSS, gzipped, before the player does anything. */
const LANDING_BUDGET = 100_000;

/** Every script and style sheet a page loads until the network is quiet, with its gzipped size. */
async function loadedCode(page: Page, path: string): Promise<{ files: [string, number][]; total: number }> {
  const files = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const sizes = await Promise.all([...files].map(async ([name, size]) => [name, await size] as [string, number]));
  return { files: sizes, total: sizes.reduce((sum, [, size]) => sum + size, 0) };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

test('the landing loads at most 100 KB of JavaScript and CSS (gzipped); the feed and chat report theirs', async ({
  browser,
}) => {
  const report: string[] = [];
  const measure = async (name: string, path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const code = await loadedCode(page, path);
    report.push(`${name} ${path}: ${kb(code.total)} in ${code.files.length} files`);
    await context.close();
    return code;
  };
  const landing = await measure('landing', '/en');
  await measure('feed', '/en/app/home');
  await measure('chat', `/en/app/chat/${demoIdsOf('girl')[0]}`);
  console.log(`initial JavaScript and CSS, gzipped:\n  ${report.join('\n  ')}`);

  expect(
    landing.total,
    `landing ${kb(landing.total)}: ${landing.files.map(([f, s]) => `${f} ${kb(s)}`).join(', ')}`,
  ).toBeLessThanOrEqual(LANDING_BUDGET);
  // none of the app's libraries the landing does not use
  expect(landing.files.map(([file]) => file).join(' ')).not.toMatch(/react-query|i18next|motion|useTranslation/);
});
