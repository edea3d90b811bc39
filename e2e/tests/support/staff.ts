import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page, TestInfo } from '@playwright/test';
import { enterApp, signUp, uniqueEmail } from './app.ts';
import { dataDir } from './outbox.ts';

/** The console's roles (packages/schema ROLE). */
const ROLE = { moderator: 50, admin: 100 } as const;

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps', 'api');

/**
 * `pnpm admin <args>` as the operator runs it beside the server: the embedded database is the server's,
 * so the command goes through its admin socket in DATA_DIR.
 */
export async function adminCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['src/cli/admin.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
  return stdout.trim();
}

/** A new signed-up account made a moderator or admin by the operator's command, signed in on `page`. */
export async function signUpStaff(
  page: Page,
  testInfo: TestInfo,
  role: 'moderator' | 'admin',
): Promise<{ email: string }> {
  const email = uniqueEmail(testInfo, role);
  await enterApp(page);
  await signUp(page, email);
  await adminCommand('set-role', email, String(ROLE[role]));
  return { email };
}
