import { expect, test } from './support/test.ts';
import { enterApp, savePreferences, signUp, uniqueEmail } from './support/app.ts';
import { linkFromMail } from './support/outbox.ts';

test('a wrong password shows "Login failed"', async ({ page }) => {
  await enterApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  // No platform sign-in is configured on the test server: the dialog is the e-mail form, titled "Log in".
  const dialog = page.getByRole('dialog', { name: 'Log in', exact: true });
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByLabel('Password').fill('Wrong-password-1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Login failed');
});

test('password reset through the link in the mail, then login with the new password', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'reset');
  const newPassword = 'Renewed2026ok';
  await enterApp(page);
  await signUp(page, email);
  await page.getByRole('button', { name: 'Log Out' }).click();
  // Logged out, the visitor is a new anonymous player again, who is asked for the preferences again.
  await savePreferences(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in', exact: true });
  await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toContainText('Password reset link sent');

  const link = await linkFromMail(email, /password-reset/);
  // the secret rides in the fragment (never sent to the server) and leaves the address bar as the page opens
  expect(link).toMatch(/\/password-reset#secret=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  expect(page.url()).not.toContain('secret=');
  await expect(page.getByText('Invalid reset link')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL(/\/app\/home$/);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await savePreferences(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(newPassword);
  // A login stores the token, then reloads the page: wait for the new document.
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Login' }).click()]);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('a reset link without its secret says "Invalid reset link"', async ({ page }) => {
  await page.goto('/en/password-reset?userId=someone');
  await expect(page.getByRole('alert')).toHaveText('Invalid reset link');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
});
