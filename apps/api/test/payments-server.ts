import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config.ts';
import { mediaGatePlugin } from '../src/http/media-gate.ts';
import { paymentsPlugin } from '../src/payments/plugin.ts';
import { issueToken } from '../src/services/accounts/issue-token.ts';
import { startTestServer, type DbKind, type TestServer } from './harness.ts';

/** startTestServer with the payments and media-gate plugins registered as main.ts does (the plugins need the built app). */
export function startPaymentsServer(
  kind: DbKind,
  config: Partial<Record<keyof Config, string>> = {},
  opts: { mediaDirs?: string[] } = {},
): Promise<TestServer> {
  return startTestServer(kind, {
    config,
    plugins: (built) => [paymentsPlugin(built.app), mediaGatePlugin(built.app)],
    ...(opts.mediaDirs ? { server: { mediaDirs: opts.mediaDirs } } : {}),
  });
}

/**
 * For one describe block: a fake provider and a payments server configured against its address, started
 * before the block's tests (handed to `use`) and closed after them.
 */
export function paymentsServerAgainst<F extends { url: string; close(): Promise<void> }>(
  kind: DbKind,
  startFake: () => Promise<F>,
  config: (fakeUrl: string) => Partial<Record<keyof Config, string>>,
  use: (started: { ts: TestServer; fake: F }) => void,
): void {
  let started: { ts: TestServer; fake: F } | undefined;
  beforeAll(async () => {
    const fake = await startFake();
    started = { fake, ts: await startPaymentsServer(kind, config(fake.url)) };
    use(started);
  });
  afterAll(async () => {
    await started?.ts.close();
    await started?.fake.close();
  });
}

/**
 * A POST over a real loopback socket, sent from `localAddress` (another 127.x address stands for
 * another host: the server sees it as the source address, as it would a provider's).
 */
export function postFrom(
  url: string,
  body: string,
  headers: Record<string, string>,
  localAddress = '127.0.0.1',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-length': String(Buffer.byteLength(body)), ...headers }, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const hmacMd5 = (secret: string, body: string) => createHmac('md5', secret).update(body).digest('hex');

export interface PlayerSeed {
  email?: string | null;
  verified?: boolean;
  loggedIn?: boolean;
  patreonId?: string;
  subscribeStarId?: string;
}

/** A player row written directly, with a token signed from the database like every answer's. */
export async function makePlayer(ts: TestServer, seed: PlayerSeed = {}): Promise<{ id: string; token: string }> {
  const id = `p${randomBytes(6).toString('hex')}`;
  await ts.db.prisma.user.create({
    data: {
      id,
      email: seed.email ?? null,
      emailVerified: seed.verified ?? false,
      passwordHash: seed.loggedIn || seed.email ? 'not-a-real-hash' : null,
      patreonId: seed.patreonId ?? null,
      subscribeStarId: seed.subscribeStarId ?? null,
      tosConsent: true,
    },
  });
  return { id, token: await issueToken(ts.built.app, id) };
}

/** The player's live tier as every permission check reads it (from the database, never the token). */
export async function liveTierOf(ts: TestServer, token: string): Promise<number> {
  const res = await ts.server.inject({
    method: 'GET',
    url: '/api/character/get/me',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`me answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { tier: number }).tier;
}
