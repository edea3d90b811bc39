import { readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/build-app.ts';
import { buildServer } from '../src/server.ts';
import { createMetrics } from '../src/metrics.ts';
import type { Database } from '../src/db/client.ts';
import { capturedLog, describeEachDb, freshDatabase, testConfig, type DbKind } from './harness.ts';
import type { Config } from '../src/config.ts';
import { createMailer } from '../src/services/mailer.ts';
import { hashEmail } from '../src/log.ts';
import { PASSWORD } from './accounts-helpers.ts';
import { refusal } from './answers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps every message it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const waiting: ((mail: Received) => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    received,
    next: () => new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Headers and body of a raw message or MIME part, split at the first blank line. */
function splitHead(raw: string): [string, string] {
  const at = /\r?\n\r?\n/.exec(raw);
  return at ? [raw.slice(0, at.index), raw.slice(at.index + at[0].length)] : [raw, ''];
}

/** A part's body as text, base64 or quoted-printable decoded when its headers say so. */
function decodeBody(head: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The content type of a raw mail and its text and HTML parts, decoded (a single-part mail has only text). */
function mailParts(raw: string): { type: string; text: string; html?: string } {
  const [head, body] = splitHead(raw);
  const type = /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1] ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { type, text: decodeBody(head, body) };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHead(part.replace(/^\r?\n/, '')));
  const find = (t: string) => parts.find(([h]) => new RegExp(`^content-type:\\s*${t}`, 'im').test(h));
  const [textHead = '', textBody = ''] = find('text/plain') ?? [];
  const html = find('text/html');
  return { type, text: decodeBody(textHead, textBody), ...(html ? { html: decodeBody(html[0], html[1]) } : {}) };
}

interface MailServer {
  db: Database;
  built: BuiltApp;
  server: Awaited<ReturnType<typeof buildServer>>;
}

/** A server on a fresh database with no test mailer: mail goes where its configuration sends it, on the real clock. */
async function startMailServer(
  kind: DbKind,
  config: Config,
  log: Logger = pino({ level: 'silent' }),
): Promise<MailServer> {
  const db = await freshDatabase(kind);
  const built = await buildApp({ config, db, log });
  const server = await buildServer({ app: built.app, metrics: createMetrics() });
  await server.ready();
  return { db, built, server };
}

async function closeMailServer({ db, built, server }: MailServer) {
  await server.close();
  await built.close();
  await db.close();
}

const bodyText = (raw: string) => mailParts(raw).text;

describeEachDb('mail over SMTP', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let db: Database;
  let built: BuiltApp;
  let server: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Dating Game <no-reply@game.example>',
      PUBLIC_URL: 'https://game.example',
    });
    ({ db, built, server } = await startMailServer(kind, config));
  });
  afterAll(async () => {
    await closeMailServer({ db, built, server });
    await smtp.close().catch(() => {});
  });

  it('delivers the sign-up confirmation mail and its link creates the account once', async () => {
    const arrived = smtp.next();
    const email = `smtp-${kind}@example.com`;
    const signup = await server.inject({
      method: 'POST',
      url: '/api/auth/emailSignup',
      payload: { email, password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ sent: true });

    const mail = await arrived;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@game.example');
    expect(mail.raw).toMatch(/^Subject: Confirm your sign-up/m);
    // one mail, two parts: the text and the HTML, both carrying the same link
    const parts = mailParts(mail.raw);
    expect(parts.type).toBe('multipart/alternative');
    const written = /https:\/\/game\.example\/confirm-signup#\S+/.exec(parts.text)![0];
    expect(parts.html).toContain(`href="${written.replaceAll('&', '&amp;')}"`);
    expect(parts.html).toMatch(/^<!doctype html>/);
    const link = new URL(written);
    const fragment = new URLSearchParams(link.hash.slice(1));
    const input = { id: fragment.get('id'), secret: fragment.get('secret'), password: PASSWORD };

    const confirmed = await server.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: input });
    expect(confirmed.statusCode).toBe(200);
    const me = await server.inject({
      method: 'GET',
      url: '/api/character/get/me',
      headers: { authorization: `Bearer ${confirmed.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ email, mainEmailVerified: true, loggedIn: true });
    const again = await server.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: input });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusal('auth.signupLink', 'validation'));
  });

  it('delivers the reset mail, and still answers success when the mail server is gone (the job runner retries)', async () => {
    const email = `smtp-${kind}@example.com`;
    const arrived = smtp.next();
    const sent = await server.inject({ method: 'POST', url: '/api/auth/send-password-reset', payload: { email } });
    expect(sent.json()).toEqual({ success: true });
    const mail = await arrived;
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    // the secret rides in the fragment (never sent to a server)
    const link = new URL(/https:\/\/game\.example\/password-reset#\S+/.exec(bodyText(mail.raw))![0]);
    const fragment = new URLSearchParams(link.hash.slice(1));
    const reset = await server.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: {
        userId: fragment.get('userId'),
        secret: fragment.get('secret'),
        password: 'Fresh1234',
        passwordRepeat: 'Fresh1234',
      },
    });
    expect(reset.statusCode).toBe(200);

    await smtp.close();
    const queued = await server.inject({ method: 'POST', url: '/api/auth/send-password-reset', payload: { email } });
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toEqual({ success: true });
  });
});

describeEachDb('mail without SMTP_URL: the outbox folder and the log', (kind) => {
  let db: Database;
  let built: BuiltApp;
  let server: Awaited<ReturnType<typeof buildServer>>;
  const captured = capturedLog();

  beforeAll(async () => {
    // no SMTP_URL: the server's own fallback
    ({ db, built, server } = await startMailServer(
      kind,
      testConfig({ PUBLIC_URL: 'https://game.example' }),
      captured.log,
    ));
  });
  afterAll(() => closeMailServer({ db, built, server }));

  const outbox = () => join(built.app.config.DATA_DIR, 'outbox');

  it('writes the sign-up confirmation mail to DATA_DIR/outbox and logs it; its link works', async () => {
    const email = `outbox-${kind}@example.com`;
    const signup = await server.inject({
      method: 'POST',
      url: '/api/auth/emailSignup',
      payload: { email, password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(signup.statusCode).toBe(200);
    // written by the mail job a moment after the answer
    await built.app.jobs!.idle();
    const [file] = readdirSync(outbox()).filter(
      (f) => f.endsWith('.txt') && readFileSync(join(outbox(), f), 'utf8').startsWith(`To: ${email}\n`),
    );
    const mail = readFileSync(join(outbox(), file!), 'utf8');
    expect(mail).toMatch(/^Subject: Confirm your sign-up$/m);
    const written = /https:\/\/game\.example\/confirm-signup#\S+/.exec(mail)![0];
    // the HTML part beside it, under the same name, with the same link
    const html = readFileSync(join(outbox(), file!.replace(/\.txt$/, '.html')), 'utf8');
    expect(html).toContain(`href="${written.replaceAll('&', '&amp;')}"`);
    const link = new URL(written);
    // the log names the recipient by its hash, never by the address
    expect(
      captured.lines.some((l) => l.msg === 'mail written to outbox (no SMTP_URL)' && l.to === hashEmail(email)),
    ).toBe(true);
    expect(JSON.stringify(captured.lines)).not.toContain(email);
    const fragment = new URLSearchParams(link.hash.slice(1));
    const confirmed = await server.inject({
      method: 'POST',
      url: '/api/auth/confirm-signup',
      payload: { id: fragment.get('id'), secret: fragment.get('secret'), password: PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const me = await server.inject({
      method: 'GET',
      url: '/api/character/get/me',
      headers: { authorization: `Bearer ${confirmed.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ email, mainEmailVerified: true });
  });

  it('keeps every mail when several go to one recipient in the same millisecond', async () => {
    const mailer = createMailer({
      from: 'x',
      outboxDir: join(built.app.config.DATA_DIR, 'outbox-burst'),
      log: captured.log,
    });
    const realNow = Date.now;
    Date.now = () => 1_780_000_000_000;
    try {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          mailer.send({ to: 'same@example.com', subject: `Mail ${i}`, text: 'hello' }),
        ),
      );
    } finally {
      Date.now = realNow;
    }
    const files = readdirSync(join(built.app.config.DATA_DIR, 'outbox-burst')).sort();
    expect(files).toHaveLength(5);
    // the file names carry no address
    for (const file of files) expect(file).toMatch(/^\d+-\d{6}-[0-9a-f]{6}\.txt$/);
    // listed in the order they were sent
    expect(
      files.map(
        (f) => /^Subject: (.*)$/m.exec(readFileSync(join(built.app.config.DATA_DIR, 'outbox-burst', f), 'utf8'))![1],
      ),
    ).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4']);
  });
});
