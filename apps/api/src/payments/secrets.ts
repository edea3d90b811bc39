import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { sessionSecret } from '../services/tokens.ts';

/** Hex HMAC-MD5 of the raw body, as both creator platforms sign their webhooks. */
export function hmacMd5Hex(secret: string, body: Buffer): string {
  return createHmac('md5', secret).update(body).digest('hex');
}

/** Constant-time check of a webhook signature header against the raw body. */
export function signatureValid(
  secret: string | undefined,
  body: Buffer,
  header: string | string[] | undefined,
): boolean {
  const given = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!secret || !given || !/^[0-9a-f]{32}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(hmacMd5Hex(secret, body), 'hex'), Buffer.from(given, 'hex'));
}

/** AES-256-GCM for provider OAuth tokens at rest; the key is derived from the session secret. */
export class TokenBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'provider-tokens', 'aes-256-gcm', 32));
  }

  static fromConfig(config: Config): TokenBox {
    return new TokenBox(sessionSecret(config));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
      '.',
    );
  }

  /** Null when the value was sealed with another key (the session secret changed) or tampered with. */
  open(sealed: string): string | null {
    const [v, iv, tag, data] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
