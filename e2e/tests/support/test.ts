import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: besides its own checks, every test fails on an uncaught exception in the page, a
 * server error (5xx) or a missing media, asset or brand file: integration faults no single assertion looks for.
 */
export const test = base.extend<{ watchErrors: void }>({
  watchErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        const missingFile = response.status() === 404 && /^\/(public|assets|brand)\//.test(pathname);
        if (response.status() >= 500 || missingFile)
          problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
      });
      await use();
      expect(problems, 'page errors and server errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
