import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, type AddressInfo } from 'node:net';
import { freePort } from './free-port.ts';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migratedDataDir } from './migrated.ts';

/** The real server (src/main.ts) in a child process: what an operator starts and stops. */
const API_DIR = join(import.meta.dirname, '..');

interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process is gone and its output read to the end. */
  exited: Promise<number | null>;
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
}

function startProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // 'close' comes after the output is read to its end
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async waitFor(pattern) {
      for (let waited = 0; ; waited += 100) {
        const match = pattern.exec(output);
        if (match) return match;
        if (waited > 120_000 || child.exitCode !== null)
          throw new Error(`${pattern} never came: ${output.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

const stop = (p: ServerProcess) => {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
};

/** A loopback SMTP server that takes `delayMs` to accept each message: a mail that keeps a request in flight. */
async function slowSmtp(delayMs: number) {
  const received: string[] = [];
  /** Mails whose data has arrived and that wait for the server's answer. */
  const arriving: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => arriving.push('mail'));
      stream.on('end', () =>
        setTimeout(() => (received.push(Buffer.concat(chunks).toString('utf8')), callback()), delayMs),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    arriving,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const baseEnv = (port: number | string) => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'info',
  DATA_DIR: migratedDataDir('api-process-'),
  CONTENT_AUTOLOAD: 'false',
  JWT_SECRET: 'Zq3xV9pL2mW7rT5yB8nK4cF6hJ1sD0gA',
});

describe('the real server (src/main.ts)', () => {
  it('refuses to start in production on unsafe settings, naming each in one line, before it opens the database', async () => {
    const env = {
      ...baseEnv(await freePort()),
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-please-change-me-please-0000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'api-process-')),
    };
    const p = startProcess(env);
    try {
      expect(await p.exited).toBe(1);
      const lines = p.output().trim().split('\n');
      expect(lines).toEqual([
        'Refusing to start with NODE_ENV=production:',
        expect.stringMatching(/^ {2}PUBLIC_URL: not set; /),
        expect.stringMatching(/^ {2}JWT_SECRET: a placeholder value, not a secret; /),
        expect.stringMatching(
          /^ {2}OPERATOR_NAME, OPERATOR_ADDRESS, SUPPORT_EMAIL: not set \(or still the example\), /,
        ),
        expect.stringMatching(/^ {2}METRICS_TOKEN: not set, /),
        expect.stringMatching(/^ {2}SMTP_URL: not set, /),
      ]);
      expect(existsSync(join(env.DATA_DIR, 'pglite'))).toBe(false);
    } finally {
      stop(p);
    }
  }, 150_000);

  it('refuses to start in production with the payments sandbox on, in one line, even when everything else is set', async () => {
    const env = {
      ...baseEnv(await freePort()),
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      PUBLIC_URL: 'https://game.example',
      OPERATOR_NAME: 'Game Company Ltd',
      OPERATOR_ADDRESS: '1 Main Street, Tallinn',
      SUPPORT_EMAIL: 'help@game.example',
      METRICS_TOKEN: 'Hq7Lw2Pz9Xc4Vb6N',
      MAIL_DISABLED: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'api-process-')),
    };
    const p = startProcess(env);
    try {
      expect(await p.exited).toBe(1);
      expect(p.output().trim().split('\n')).toEqual([
        'Refusing to start with NODE_ENV=production:',
        expect.stringMatching(/^ {2}PAYMENTS_SANDBOX: the payments sandbox grants tiers without any payment; /),
      ]);
    } finally {
      stop(p);
    }
  }, 150_000);

  it('without PUBLIC_URL, mail links point at the port it really listens on (PORT=0 picks one)', async () => {
    const env = baseEnv(0);
    const p = startProcess(env);
    try {
      const [, port] = await p.waitFor(
        /Ready at http:\/\/127\.0\.0\.1:(\d+) \(public URL http:\/\/127\.0\.0\.1:(\d+);/,
      );
      expect(p.output()).toContain(`public URL http://127.0.0.1:${port};`);
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/emailSignup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'port@example.com', password: 'Secret123', passwordRepeat: 'Secret123' }),
      });
      expect(res.status).toBe(200);
      // the mail job writes it a moment after the answer
      const outbox = join(env.DATA_DIR, 'outbox');
      for (let waited = 0; !existsSync(outbox) || readdirSync(outbox).length === 0; waited += 100) {
        if (waited > 20_000) throw new Error('no mail in the outbox');
        await new Promise((r) => setTimeout(r, 100));
      }
      const [mail] = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
      expect(mail).toContain(`http://127.0.0.1:${port}/confirm-signup#`);
    } finally {
      p.child.kill('SIGTERM');
      await p.exited;
    }
  }, 150_000);

  it('on SIGTERM stops taking connections and finishes a request whose body is still arriving', async () => {
    const port = await freePort();
    const p = startProcess({ ...baseEnv(port), PUBLIC_URL: 'https://game.example' });
    try {
      await p.waitFor(/Ready at/);
      // the log names the real address and port, and the public origin apart
      expect(p.output()).toContain(`Ready at http://127.0.0.1:${port} (public URL https://game.example;`);

      // a login whose body is still arriving when SIGTERM comes
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234' });
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        `POST /api/auth/emailLogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 300));
      p.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      // new connections are refused while the old one is served
      const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
      expect(p.child.exitCode).toBeNull();
      socket.write(body.slice(10));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 401/);
      expect(answer).toContain('"error":"Login failed"');
      expect(await p.exited, p.output().slice(-3000)).toBe(0);
      expect(p.output()).toMatch(/"signal":"SIGTERM".*shutting down/);
    } finally {
      stop(p);
    }
  }, 150_000);

  it('a sign-up answers without waiting for the mail server; on SIGTERM the mail being sent finishes, then the database closes and it exits 0', async () => {
    const smtp = await slowSmtp(1500);
    const port = await freePort();
    const env = {
      ...baseEnv(port),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Game <hello@game.example>',
      PUBLIC_URL: 'https://game.example',
    };
    const p = startProcess(env);
    try {
      await p.waitFor(/Ready at/);
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/emailSignup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'slow@example.com', password: 'Secret123', passwordRepeat: 'Secret123' }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: true });
      // answered before the mail server took the mail
      expect(smtp.received).toHaveLength(0);
      for (let waited = 0; smtp.arriving.length === 0; waited += 50) {
        if (waited > 20_000) throw new Error('the mail job did not start');
        await new Promise((r) => setTimeout(r, 50));
      }
      p.child.kill('SIGTERM');
      await p.waitFor(/shutting down/);
      const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
      expect(await p.exited, p.output().slice(-3000)).toBe(0);
      expect(smtp.received, 'the mail in flight was finished, not cut').toHaveLength(1);
      expect(existsSync(join(env.DATA_DIR, 'pglite.lock')), 'the data folder lock is released').toBe(false);
      // the embedded database was closed cleanly: it opens again and holds the sign-up
      const db = await openDatabase({ dataDir: join(env.DATA_DIR, 'pglite') });
      try {
        const rows = await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM "PendingSignup"');
        expect(rows[0]!.n).toBe(1);
      } finally {
        await db.close();
      }
    } finally {
      stop(p);
      await smtp.close();
    }
  }, 150_000);
});
