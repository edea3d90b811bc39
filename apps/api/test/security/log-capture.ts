import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { expect } from 'vitest';
import { createLogger } from '../../src/log.ts';
import type { Mail } from '../../src/services/mailer.ts';

export interface LogCapture {
  /** The API's own logger (createLogger, so its redaction), writing into memory. */
  logger: Logger;
  /** Everything logged so far, as written. */
  text(): string;
  /** The lines logged so far, parsed. */
  lines(): Record<string, unknown>[];
  /**
   * Fails when any of `secrets` appears anywhere in the log: as written, URL-encoded or JSON-escaped.
   * Values shorter than 6 characters are refused (they would match by chance).
   */
  expectNoSecrets(secrets: Iterable<string | null | undefined>): void;
}

/**
 * A logger whose whole output a test can scan for secrets. Build the server with it (and with
 * `requestLogging: true`, which NODE_ENV=test turns off), run a flow, collect every secret the flow saw
 * (tokens, passwords, mail-link secrets, e-mail addresses), then call `expectNoSecrets`.
 */
export function captureLog(level: 'trace' | 'debug' | 'info' = 'info'): LogCapture {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ LOG_LEVEL: level }, sink);
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    expectNoSecrets(secrets) {
      const log = text();
      const leaks: string[] = [];
      for (const secret of new Set([...secrets].filter((s): s is string => typeof s === 'string'))) {
        expect(secret.length, `"${secret}" is too short to scan the log for`).toBeGreaterThanOrEqual(6);
        const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
        const line = log.split('\n').find((l) => [...forms].some((form) => l.includes(form)));
        if (line !== undefined) leaks.push(`${secret}\n    in: ${line}`);
      }
      expect(leaks, `secrets in the log:\n  ${leaks.join('\n  ')}`).toEqual([]);
    },
  };
}

/** The secrets the links of these mails carry (`secret` or `token`, in the query or the fragment). */
export function mailLinkSecrets(mails: Mail[]): string[] {
  const secrets: string[] = [];
  for (const mail of mails) {
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
      const url = new URL(link);
      for (const params of [url.searchParams, new URLSearchParams(url.hash.slice(1))]) {
        for (const key of ['secret', 'token']) secrets.push(...params.getAll(key));
      }
    }
  }
  return secrets;
}
