import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { ServerOptions } from '../../src/server.ts';
import { paymentsPlugin } from '../../src/payments/plugin.ts';
import { startTestServer, type DbKind, type TestServer } from '../harness.ts';
import { claimsFor, signWith } from '../accounts-helpers.ts';
import { insertPlayer, loadTestPack } from '../content-fixtures.ts';

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
  const pluginRoutes: RecordedRoute[] = [];
  const recorder = (server: FastifyInstance) => {
    server.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') pluginRoutes.push({ method, url: route.url ?? route.path });
    });
  };
  const t = await startTestServer(kind, {
    config: { ...PAYMENTS_CONFIG, ...opts.config },
    plugins: (built) => [recorder, paymentsPlugin(built.app)],
    ...(opts.seed !== false ? { seed: (db, now) => loadTestPack(db, now) } : {}),
    ...(opts.server ? { server: opts.server } : {}),
    ...(opts.log ? { log: opts.log } : {}),
  });
  return { ...t, pluginRoutes };
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
  const id = await insertPlayer(t, { ...opts, verified: opts.verified ?? false });
  return {
    id,
    token: await signWith(t.built.app.config.JWT_SECRET!, {
      user: id,
      loggedIn: !opts.anonymous,
      expires: t.clock.now + DAY,
    }),
  };
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
