import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { expect, test } from './support/test.ts';

/** A port the system has free, for Chromium's DevTools endpoint that Lighthouse connects to. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// What a search engine's first visit sees (Lighthouse resets storage): no token, no consent, the age gate.
const PAGES = [
  ['landing', '/en'],
  ['feed', '/en/app/home'],
  ['character page', '/en/app/profile/elise'],
] as const;

test('Lighthouse SEO scores 100 on the landing, the feed and a character page', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`],
  });
  try {
    const scores: Record<string, number> = {};
    const failing: string[] = [];
    for (const [name, path] of PAGES) {
      const started = Date.now();
      const result = await lighthouse(new URL(path, baseURL).toString(), {
        port,
        onlyCategories: ['seo'],
        output: 'json',
        logLevel: 'error',
        // The SEO audits read the page once the app has drawn it: a second's quiet is enough (the default
        // waits over five, for its performance figures), and no screenshots.
        pauseAfterFcpMs: 1000,
        pauseAfterLoadMs: 1000,
        networkQuietThresholdMs: 1000,
        cpuQuietThresholdMs: 1000,
        skipAboutBlank: true,
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      scores[name] = Math.round((categories.seo?.score ?? 0) * 100);
      console.log(`Lighthouse SEO ${path}: ${scores[name]} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      for (const audit of Object.values(audits)) {
        if (audit.score === null || audit.score === 1) continue;
        const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
        failing.push(`${name} ${path}: ${audit.id} (${audit.title}) ${JSON.stringify(items).slice(0, 400)}`);
      }
    }
    expect(failing, 'the failing SEO audits').toEqual([]);
    expect(scores).toEqual({ landing: 100, feed: 100, 'character page': 100 });
  } finally {
    await browser.close();
  }
});

test('Chromium finds the site installable: its manifest parses and nothing stops installing it', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A profile of its own: Playwright's usual contexts are incognito, which Chromium counts against installing.
  const profile = mkdtempSync(join(tmpdir(), 'e2e-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/en');
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    // (No service worker is asked for: Chromium dropped the offline-capable criterion.)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
