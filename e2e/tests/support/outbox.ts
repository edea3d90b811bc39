import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The server's data folder (playwright.config.ts creates it and exports it). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return dir;
}

interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function readOutbox(): OutboxMail[] {
  const dir = join(dataDir(), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), text: body.join('\n\n') };
    });
}

/**
 * Waits for the newest mail to `to` whose text holds a link matching `linkPattern` (no SMTP_URL is set, so
 * mails land in DATA_DIR/outbox), and answers that link.
 */
export async function linkFromMail(to: string, linkPattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mails = readOutbox().filter((m) => m.to === to);
        for (const mail of mails.reverse()) {
          const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => linkPattern.test(url));
          if (found) {
            link = found;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} with a link like ${linkPattern}`, timeout: 10_000 },
    )
    .toBe(true);
  return link;
}
