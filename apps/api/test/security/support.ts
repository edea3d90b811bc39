import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import pino, { type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@app/schema';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { buildApp } from '../../src/build-app.ts';
import { buildServer, type ServerOptions } from '../../src/server.ts';
import { createMetrics } from '../../src/metrics.ts';
import { paymentsPlugin } from '../../src/payments/plugin.ts';
import { freshDatabase, memoryMailer, testConfig, type DbKind, type TestServer } from '../harness.ts';
import { loadTestPack } from '../content-fixtures.ts';

const DAY = 86_400_000;
/** A port nothing listens on: every outbound call to a provider fails at once. */
export const DEAD_URL = 'http://127.0.0.1:9';

/** Payments fully configured (against dead providers), so no route answers "not configured". */
export const PAYMENTS_CONFIG: Partial<Record<keyof Config, string>> = {
  CCBILL_FLEX_ID: 'flex-sec',
  CCBILL_SALT: 'salt-sec',
  CCBILL_CLIENT_ACCNUM: '951000',
  CCBILL_CLIENT_SUBACC: '0001',
  PATREON_CLIENT_ID: 'p-id',
  PATREON_CLIENT_SECRET: 'p-secret',
  PATREON_WEBHOOK_SECRET: 'p-hook',
  PATREON_BASE_URL: DEAD_URL,
  SUBSCRIBESTAR_CLIENT_ID: 's-id',
  SUBSCRIBESTAR_CLIENT_SECRET: 's-secret',
  SUBSCRIBESTAR_WEBHOOK_SECRET: 's-hook',
  SUBSCRIBESTAR_BASE_URL: DEAD_URL,
  AUTH_RATE_LIMIT: '1000000',
};

export interface RecordedRoute {
  method: string;
  url: string;
}

export interface SecurityServer extends TestServer {
  /** Routes registered after the REST table: the plugins' (payments, webhooks), health, metrics and static files. */
  pluginRoutes: RecordedRoute[];
}

/** A server as main.ts builds it (payments plugin included), on a fresh database holding the test pack. */
export async function startSecurityServer(
  kind: DbKind,
  opts: {
    config?: Partial<Record<keyof Config, string>>;
    server?: Partial<ServerOptions>;
    seed?: boolean;
    log?: Logger;
  } = {},
): Promise<SecurityServer> {
  const db = await freshDatabase(kind);
  const mailer = memoryMailer();
  const clock = {
    now: Date.parse('2026-06-01T12:00:00Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const built = await buildApp({
    config: testConfig({ ...PAYMENTS_CONFIG, ...opts.config }),
    db,
    mailer,
    now: () => clock.now,
    log: opts.log ?? pino({ level: 'silent' }),
  });
  if (opts.seed !== false) await loadTestPack(db, clock.now);
  const pluginRoutes: RecordedRoute[] = [];
  const recorder = (server: FastifyInstance) => {
    server.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') pluginRoutes.push({ method, url: route.url ?? route.path });
    });
  };
  const server = await buildServer({
    app: built.app,
    metrics: createMetrics(),
    plugins: [recorder, paymentsPlugin(built.app)],
    ...opts.server,
  });
  await server.ready();
  return {
    server,
    built,
    db,
    mailer,
    clock,
    pluginRoutes,
    async close() {
      await server.close();
      await built.close();
      await db.close();
    },
  };
}

export interface Player {
  id: string;
  token: string;
}

/** A player row (e-mail account unless `anonymous`) with an optional live tier and role, and a server-signed token. */
export async function player(
  t: TestServer,
  opts: { tier?: number; role?: number; anonymous?: boolean; verified?: boolean } = {},
): Promise<Player> {
  const id = randomUUID();
  await t.db.prisma.user.create({
    data: {
      id,
      email: opts.anonymous ? null : `${id}@example.com`,
      passwordHash: opts.anonymous ? null : 'not-a-real-hash',
      emailVerified: opts.verified ?? false,
      role: opts.role ?? 0,
      tosConsent: true,
    },
  });
  if (opts.tier) {
    await t.db.prisma.subscription.create({
      data: {
        id: randomUUID(),
        userId: id,
        provider: 'manual',
        externalId: randomUUID(),
        tier: opts.tier,
        expiresAt: new Date(t.clock.now + 30 * DAY),
      },
    });
  }
  return {
    id,
    token: await signWith(t.built.app.config.JWT_SECRET!, {
      user: id,
      loggedIn: !opts.anonymous,
      expires: t.clock.now + DAY,
    }),
  };
}

const claimsFor = (claims: Partial<TokenClaims>) => ({
  expires: Date.parse('2030-01-01'),
  tier: 0,
  user: 'x',
  tags: {},
  language: 'en',
  role: 0,
  loggedIn: false,
  tosConsent: true,
  v: 0,
  ...claims,
});

/** An HS256 token over `claims` with the given secret (the server's own one signs a genuine token). */
export function signWith(secret: string, claims: Partial<TokenClaims>, alg = 'HS256'): Promise<string> {
  return new SignJWT(claimsFor(claims)).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** Every kind of token an attacker can make for `victim`, each claiming God Mode and admin. */
export async function attackTokens(t: TestServer, victim: string): Promise<Record<string, string>> {
  const secret = t.built.app.config.JWT_SECRET!;
  const greedy = { user: victim, tier: 3, role: 100, loggedIn: true, expires: t.clock.now + DAY };
  const genuine = await signWith(secret, { user: victim, expires: t.clock.now + DAY });
  const [head, , sig] = genuine.split('.');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return {
    'other key': await signWith('an-attacker-key-the-server-never-had-0000', greedy),
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsFor(greedy))}.`,
    'alg NoNe with the genuine signature': `${b64({ alg: 'NoNe', typ: 'JWT' })}.${b64(claimsFor(greedy))}.${sig}`,
    // RS/HS confusion: an RSA public key used as the HMAC secret, and a genuine RS256 signature
    'HS256 keyed with an RSA public key': await signWith(publicPem, greedy),
    'RS256 with an attacker key': await new SignJWT(claimsFor(greedy))
      .setProtectedHeader({ alg: 'RS256' })
      .sign(privateKey),
    'RS256 header with an embedded jwk': await new SignJWT(claimsFor(greedy))
      .setProtectedHeader({ alg: 'RS256', jwk: publicKey.export({ format: 'jwk' }) as never })
      .sign(privateKey),
    'HS512 with the real secret': await signWith(secret, greedy, 'HS512'),
    'tampered payload': `${head}.${b64(claimsFor(greedy))}.${sig}`,
    expired: await signWith(secret, { user: victim, expires: t.clock.now - 1 }),
    'old token version': await signWith(secret, { user: victim, v: -1, expires: t.clock.now + DAY }),
    'no user claim': await signWith(secret, { user: '', expires: t.clock.now + DAY }),
    garbage: 'eyJhbGciOiJIUzI1NiJ9.e30.',
  };
}

export interface TableState {
  rows: number;
  hash: string;
}

/** Row count and a hash of every row of every table: any write shows. */
export async function snapshot(db: Database): Promise<Record<string, TableState>> {
  const tables = await db.sql.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const out: Record<string, TableState> = {};
  for (const { name } of tables) {
    const [row] = await db.sql.query<{ rows: number; hash: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM "${name.replaceAll('"', '')}" t`,
    );
    out[name] = { rows: row?.rows ?? 0, hash: row?.hash ?? '' };
  }
  return out;
}

/** Stack traces, file paths or SQL in an answer are a leak. */
export const LEAK = /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\bSELECT\b.+\bFROM\b|prisma\.|PrismaClient|ECONNREFUSED/;
