/**
 * Web budget: the landing page's initial JavaScript and CSS in gzip bytes, then Lighthouse (performance,
 * accessibility, best practices, SEO) in Debian's Chromium on the landing, feed and chat pages, phone and
 * desktop. Needs the built web app (`pnpm --filter @app/web build`); starts the API on a fresh PGlite.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { publish } from './report.ts';
import { freePort, repoRoot, startApi } from './servers.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const dist = join(repoRoot, 'apps/web/dist');

interface Transfer {
  url: string;
  type: 'script' | 'stylesheet';
  gzip: number;
}

/** The scripts and style sheets the landing page loads before it is interactive, gzip-compressed as served. */
async function landingTransfers(browser: Browser, origin: string): Promise<Transfer[]> {
  const page = await browser.newPage();
  const seen: Transfer[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    void res
      .buffer()
      .catch(() => Buffer.alloc(0))
      .then((body) => {
        seen.push({ url: new URL(res.url()).pathname, type, gzip: gzipSync(body, { level: 9 }).length });
      });
  });
  await page.goto(`${origin}/en`, { waitUntil: 'networkidle0' });
  await page.close();
  return seen;
}

/** What the landing's page (landing.html) references (the entry, its module preloads and style sheets): the critical path. */
function entryTransfers(): Transfer[] {
  const html = readFileSync(join(dist, 'landing.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  return refs.map(([, path, ext]) => ({
    url: path!,
    type: ext === 'js' ? ('script' as const) : ('stylesheet' as const),
    gzip: gzipSync(readFileSync(join(dist, path!)), { level: 9 }).length,
  }));
}

/** A player who passed the age gate and chose preferences, so the app pages open without overlays. */
async function playerToken(origin: string): Promise<{ token: string; characterId: string }> {
  const me = (await (await fetch(`${origin}/api/character/get/me`)).json()) as { token: string };
  const auth = { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' };
  await fetch(`${origin}/api/user/setTosConsent`, { method: 'POST', headers: auth, body: '{}' });
  const tagged = (await (
    await fetch(`${origin}/api/user/setTags`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ tags: { girls: 'true', 'girls-set': 'true', language: 'en' } }),
    })
  ).json()) as { token: string };
  const characters = (await (
    await fetch(`${origin}/api/character/all`, { headers: { authorization: `Bearer ${tagged.token}` } })
  ).json()) as { _id: string; locked?: boolean }[];
  return { token: tagged.token, characterId: characters.find((c) => !c.locked)!._id };
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(
  browser: Browser,
  url: string,
  token: string,
  form: 'phone' | 'desktop',
): Promise<{ scores: Scores; lcp: number; tbt: number; failing: string[] }> {
  const page = await browser.newPage();
  // Storage is kept between runs (disableStorageReset): the token carries consent and preferences.
  await page.goto(new URL('/terms', url).toString());
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('tosConsent', 'true');
    localStorage.setItem('language', 'en');
  }, token);
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
    form === 'desktop' ? desktopConfig : undefined,
    page,
  );
  await page.close();
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  const failing = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => a.id);
  return {
    scores,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    failing,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  readFileSync(join(dist, 'index.html')); // fails clearly when the web app was not built
  // The pages' images as a site serves them: variants written in the background as they are encoded.
  const api = await startApi('pglite', await freePort(), { env: { MEDIA_VARIANTS: 'true' } });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const entry = entryTransfers();
    const loaded = await landingTransfers(browser, api.url);
    const sum = (list: Transfer[], type: Transfer['type']) =>
      list.filter((t) => t.type === type).reduce((n, t) => n + t.gzip, 0);
    const { token, characterId } = await playerToken(api.url);
    const pages = [
      ['landing', `${api.url}/en`],
      ['feed', `${api.url}/en/app/home`],
      ['chat', `${api.url}/en/app/chat/${characterId}`],
    ] as const;
    const rows: string[] = [];
    const notes: string[] = [];
    for (const form of ['phone', 'desktop'] as const) {
      for (const [name, url] of pages) {
        const r = await audit(browser, url, token, form);
        rows.push(
          `| ${name} | ${form} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${(r.lcp / 1000).toFixed(2)} | ${r.tbt.toFixed(0)} |`,
        );
        if (r.failing.length) notes.push(`- ${name}, ${form}: ${r.failing.join(', ')}`);
        console.log(
          `${name} ${form}: ${JSON.stringify(r.scores)} LCP ${r.lcp.toFixed(0)} ms TBT ${r.tbt.toFixed(0)} ms`,
        );
      }
    }
    const report = [
      `Measured by \`pnpm --filter @app/bench bench:web\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Chromium ${await browser.version()}.`,
      '',
      '| landing page | JavaScript gzip | CSS gzip | files |',
      '|---|---:|---:|---:|',
      `| landing.html and what it references (entry, module preloads, style sheets) | ${kb(sum(entry, 'script'))} KiB | ${kb(sum(entry, 'stylesheet'))} KiB | ${entry.length} |`,
      `| everything loaded until the network is idle | ${kb(sum(loaded, 'script'))} KiB | ${kb(sum(loaded, 'stylesheet'))} KiB | ${loaded.length} |`,
      '',
      'Lighthouse scores (phone: its default mobile emulation with simulated slow 4G and 4x CPU slowdown; desktop: its desktop preset):',
      '',
      `| page | form | ${CATEGORIES.join(' | ')} | LCP s | TBT ms |`,
      `|---|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|`,
      ...rows,
      '',
      notes.length ? 'Audits under 0.9:\n\n' + notes.join('\n') : 'Every scored audit at 0.9 or more.',
      '',
    ].join('\n');
    console.log(`\n${report}`);
    publish('web', report);
  } finally {
    await browser.close();
    await api.stop();
  }
}

await main();
