import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { enterApp, signUp, uniqueEmail } from './support/app.ts';

/**
 * The payments sandbox needs its own server (PAYMENTS_SANDBOX replaces the provider settings): started
 * here beside the suite's, on the next port, with its own data folder (the sign-up mail lands there).
 */
const PORT = Number(process.env.E2E_PORT ?? 3199) + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = mkdtempSync(join(tmpdir(), 'e2e-sandbox-'));

let server: ChildProcess | undefined;
let suiteDataDir: string | undefined;

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '100',
      PAYMENTS_SANDBOX: 'true',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);
  // The sign-up helper reads the mail from this server's outbox.
  suiteDataDir = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = DATA_DIR;
});

test.afterAll(async () => {
  process.env.E2E_DATA_DIR = suiteDataDir;
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test('with the payments sandbox, a player buys a tier on the prices page through the sandbox checkout and has it; a chargeback takes it away', async ({
  page,
}, testInfo) => {
  await enterApp(page);
  const email = uniqueEmail(testInfo, 'sandbox');
  await signUp(page, email);

  await page.goto('/en/app/profile/me/prices');
  await expect(page.getByRole('region', { name: 'Payments are not set up on this site yet' })).toHaveCount(0);
  const vip = page
    .getByRole('list', { name: 'Tiers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'VIP Pass' }) });
  await vip.getByRole('button', { name: 'Pay by credit/debit card' }).click();

  await page.waitForURL('**/api/sandbox/card/flexforms/**');
  await expect(page.getByRole('note')).toHaveText('Sandbox — no real money');
  await expect(page.getByLabel('E-mail for the receipt')).toHaveValue(email);
  await page.getByRole('button', { name: 'Pay $8.00 (sandbox)' }).click();

  await page.waitForURL('**/api/sandbox/card/subscriptions/**');
  await expect(page.getByRole('row', { name: /NewSaleSuccess applied/ })).toBeVisible();
  const subscription = page.url();
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await page.goto('/en/app/profile/me/prices');
  await expect(vip.getByText('Your tier')).toBeVisible();

  await page.goto(subscription);
  await page.getByRole('button', { name: 'Chargeback' }).click();
  await expect(page.getByRole('row', { name: /Chargeback applied/ })).toBeVisible();
  await page.goto('/en/app/profile/me/prices');
  await expect(page.getByText('You are playing on Free.')).toBeVisible();
});
