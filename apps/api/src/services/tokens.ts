import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { tokenClaimsSchema, type TokenClaims } from '@app/schema';

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
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: Omit<TokenClaims, 'expires'>): Promise<string> {
    const body: TokenClaims = { ...claims, expires: this.now() + this.ttlMs };
    return new SignJWT(body).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(this.key);
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
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, claims);
    }
    if (claims.expires <= this.now()) return { status: 'expired', claims };
    return { status: 'valid', claims };
  }
}

/** The configured secret, or one generated once and kept under the data folder. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
