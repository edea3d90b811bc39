import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const message = `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to run the end-to-end suite`;
  // In CI the suite must run; on a developer's machine with only Node and npm it is skipped, loudly.
  if (process.env.CI) throw new Error(message);
  console.warn(`\n!!! ${message}.\n!!! The end-to-end suite is SKIPPED.\n`);
  process.exit(0);
}

const PORT = Number(process.env.E2E_PORT ?? 3199);
// A fresh database and data folder for every run.
// Exported through E2E_DATA_DIR so specs can read the mail outbox (no SMTP_URL is set); the worker
// processes inherit it because the config sets it before they start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two browsers, the server and its database share two cores: a first page load can take seconds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two workers: most of the time is the product's own chat timing (typing delays), not CPU.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: './test-results/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // As a player who asked their system for less motion: videos wait for a tap and the decorative loops
    // stop. Software-composited animation otherwise costs each browser a third of a core on two cores.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
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
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // What does not depend on the layout (accounts, head tags, location law, links, the long journey) runs once, at phone size.
      testIgnore:
        /(accounts|findable|lighthouse|pages|session-fixation|location-law|social|journey|game-shell|player-rights|console|landing-budget|payments-sandbox|streaming)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'npx pnpm@10.34.8 --filter @app/api start',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      GEO_TEST_HEADER: 'true',
      // Both projects sign up, log in and reset from one address within a minute.
      AUTH_RATE_LIMIT: '100',
      // Tests buy a tier as the card provider's sale webhook says it (support/tier.ts).
      CCBILL_ALLOWED_IPS: '127.0.0.1',
      // The character types ten times faster than the specification's pace: the suite plays hundreds of turns.
      CHAT_TYPING_SCALE: process.env.E2E_TYPING_SCALE ?? '0.1',
    },
  },
});
