import { expect, test } from './support/test.ts';
import { enterApp } from './support/app.ts';

/**
 * Security issue 13, item 6: a link carrying someone else's session token (`?token=`) used to replace the
 * visitor's session silently, so their chats and payments went to the attacker's account. The sign-in
 * hand-off now arrives as a one-time code in the fragment of /signin, bound to the browser that ran the
 * OAuth flow; a token in the address is ignored on every page.
 */
test("a ?token= in a link never replaces the visitor's session", async ({ page, request }) => {
  const attacker = await request.get('/api/character/get/me');
  expect(attacker.status()).toBe(200);
  const attackerToken = ((await attacker.json()) as { token: string }).token;

  await enterApp(page);
  const victimToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(victimToken).toBeTruthy();
  expect(victimToken).not.toBe(attackerToken);

  for (const path of ['/en/app/home', '/', '/en/app/profile/me', '/signin']) {
    await page.goto(`${path}?token=${encodeURIComponent(attackerToken)}`);
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(victimToken);
  }
  // A hand-off code this browser did not start is refused, and the session stays.
  await page.goto('/signin#code=h1.forged.code&to=/');
  await expect(page).not.toHaveURL(/code=/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(victimToken);
});
