import { randomBytes, webcrypto } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { tokenClaimsSchema, type TokenClaims } from '@app/schema';
import type { SqlRunner } from '../db/client.ts';
import type { Config } from '../config.ts';

export type TokenCheck =
  | { status: 'none' }
  | { status: 'valid'; claims: TokenClaims }
  | { status: 'expired'; claims: TokenClaims }
  | { status: 'invalid' };

const ALGORITHM = 'HS256';
const VERIFIED_CACHE_SIZE = 10_000;

/** Signs and checks session tokens. The token is a display cache: permissions are read from the database. */
export class TokenService {
  private readonly key: Uint8Array;
  /** Signature checks already passed, by token string (a pure function of token and key; expiry is checked on each use). */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_CACHE_SIZE });

  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(secret: string, ttlMs: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: Omit<TokenClaims, 'expires'>): Promise<string> {
    const body: TokenClaims = { ...claims, expires: this.now() + this.ttlMs };
    return new SignJWT(body).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(await this.signingKey());
  }

  /** The secret imported once: jose imports raw key bytes again on every signature. */
  private signing: Promise<webcrypto.CryptoKey> | undefined;
  private signingKey(): Promise<webcrypto.CryptoKey> {
    this.signing ??= webcrypto.subtle.importKey('raw', this.key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return this.signing;
  }

  /** Pinned algorithm (alg:none and any other are refused); keys named inside the token are ignored. */
  async check(token: string | undefined | null): Promise<TokenCheck> {
    if (!token) return { status: 'none' };
    let claims = this.verified.get(token);
    if (!claims) {
      try {
        const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM] });
        const parsed = tokenClaimsSchema.safeParse(payload);
        if (!parsed.success) return { status: 'invalid' };
        claims = parsed.data;
      } catch {
        return { status: 'invalid' };
      }
      this.verified.set(token, claims);
    }
    if (claims.expires <= this.now()) return { status: 'expired', claims };
    return { status: 'valid', claims };
  }
}

export const JWT_SECRET_SETTING = 'jwt-secret';
/** What a usable secret looks like: at least 32 characters, no spaces. */
const SECRET_PATTERN = /^\S{32,}$/;

/** The secret an earlier version kept in DATA_DIR/jwt-secret, when the file holds a usable one. */
function legacySecret(dataDir: string): string | undefined {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return undefined;
  const value = readFileSync(file, 'utf8').trim();
  return SECRET_PATTERN.test(value) ? value : undefined;
}

/** Secrets resolved at start, by configuration object (for keys derived from the session secret). */
const resolved = new WeakMap<object, string>();
type SecretConfig = Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>;

/**
 * The configured secret (JWT_SECRET), or one generated once and kept in the database's Setting
 * table, so every instance on one database signs with the same key and a restart keeps sessions.
 * Two instances starting together both offer a secret; INSERT ... ON CONFLICT DO NOTHING keeps the
 * first and both read that one back. A secret kept under DATA_DIR by an earlier version is adopted.
 */
export async function resolveJwtSecret(sql: Pick<SqlRunner, 'query'>, config: SecretConfig): Promise<string> {
  let secret = config.JWT_SECRET;
  if (!secret) {
    const offered = legacySecret(config.DATA_DIR) ?? randomBytes(48).toString('base64url');
    await sql.query('INSERT INTO "Setting" ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING', [
      JWT_SECRET_SETTING,
      offered,
    ]);
    const [row] = await sql.query<{ value: string }>('SELECT "value" FROM "Setting" WHERE "key" = $1', [
      JWT_SECRET_SETTING,
    ]);
    if (!row || !SECRET_PATTERN.test(row.value)) {
      throw new Error(
        `The token secret stored in the database (Setting "${JWT_SECRET_SETTING}") is not usable: delete that row to generate a new one, or set JWT_SECRET`,
      );
    }
    secret = row.value;
  }
  resolved.set(config, secret);
  return secret;
}

/** The session secret of a configuration whose app was built (for keys derived from it: OAuth states, sealed provider tokens). */
export function sessionSecret(config: SecretConfig): string {
  const secret = config.JWT_SECRET ?? resolved.get(config);
  if (!secret) throw new Error('The session secret is not resolved yet: build the app (buildApp) first');
  return secret;
}
