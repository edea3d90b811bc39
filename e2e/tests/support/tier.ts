import { expect, type Page } from '@playwright/test';

/** The claims of the page's stored session token (read, not checked, as the browser does). */
async function storedClaims(page: Page): Promise<{ token: string; user: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no session token stored');
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { user: string };
  return { token, user: payload.user };
}

const PRICES_USD = { 1: '5.00', 2: '8.00', 3: '14.00' } as const;

/**
 * The page's player buys `tier` by card, as the card provider says it: a signed-up sale webhook from an
 * allow-listed address (playwright.config.ts allows 127.0.0.1), the price deciding the tier. Then the page
 * takes a fresh token (auth.me answers one with the live tier) and reloads, as after a synchronise.
 */
export async function buyTier(page: Page, tier: 1 | 2 | 3): Promise<void> {
  const { token, user } = await storedClaims(page);
  const sale = `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
  const webhook = await page.request.post('/api/ccbill/webhook?eventType=NewSaleSuccess', {
    data: { subscriptionId: sale, transactionId: `${sale}-tx`, userId: user, billedInitialPrice: PRICES_USD[tier] },
  });
  expect(webhook.status(), await webhook.text()).toBe(200);
  const me = await page.request.get('/trpc/auth.me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const fresh = ((await me.json()) as { result: { data: { token: string } } }).result.data.token;
  const claims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString('utf8')) as { tier: number };
  expect(claims.tier).toBe(tier);
  await page.evaluate((t) => localStorage.setItem('token', t), fresh);
  await page.reload();
}
