import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenBox, signatureValid } from './secrets.ts';

/** The signature header a creator platform sends: hex HMAC-MD5 of the raw body. */
const signed = (secret: string, body: string) => createHmac('md5', secret).update(body).digest('hex');

describe('webhook signatures', () => {
  const body = Buffer.from('{"a":1}');

  it('accepts only the hex HMAC-MD5 of the exact raw body with the configured secret', () => {
    expect(signatureValid('s3cret', body, signed('s3cret', '{"a":1}'))).toBe(true);
    expect(signatureValid('s3cret', body, signed('s3cret', '{"a": 1}'))).toBe(false);
    expect(signatureValid('s3cret', body, signed('other', '{"a":1}'))).toBe(false);
  });

  it('reads the header as a proxy may pass it: upper case, padded, or repeated', () => {
    const good = signed('s3cret', '{"a":1}');
    expect(signatureValid('s3cret', body, ` ${good.toUpperCase()} `)).toBe(true);
    expect(signatureValid('s3cret', body, [good, 'ignored'])).toBe(true);
  });

  it('refuses everything when no secret is configured, and a missing or malformed header', () => {
    expect(signatureValid(undefined, body, signed('s3cret', '{"a":1}'))).toBe(false);
    expect(signatureValid('', body, signed('', '{"a":1}'))).toBe(false);
    for (const header of [
      undefined,
      '',
      'zz',
      signed('s3cret', '{"a":1}').slice(0, 31),
      `${signed('s3cret', '{"a":1}')}00`,
    ]) {
      expect(signatureValid('s3cret', body, header), String(header)).toBe(false);
    }
  });
});

describe('provider tokens at rest', () => {
  it('are sealed: readable with the key only, tampering detected', () => {
    const box = new TokenBox('a'.repeat(40));
    const sealed = box.seal('access-token-123');
    expect(sealed).not.toContain('access-token-123');
    expect(box.open(sealed)).toBe('access-token-123');
    expect(new TokenBox('b'.repeat(40)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('forged').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
  });

  it('seal one token differently each time, and open nothing that is not a sealed value', () => {
    const box = new TokenBox('a'.repeat(40));
    expect(box.seal('same')).not.toBe(box.seal('same'));
    for (const value of ['', 'plain-token', 'v2.a.b.c', 'v1.only-iv']) expect(box.open(value), value).toBeNull();
  });
});
