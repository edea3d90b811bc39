import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, hashEmail, redactUrl, RedactingLogController, REDACTED } from './log.ts';

/** A logger from the factory whose lines the test reads. */
function memoryLogger(level: 'trace' | 'info' = 'trace') {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  const log = createLogger({ LOG_LEVEL: level }, sink);
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { log, text: () => text, lines };
}

describe('redactUrl', () => {
  it('keeps the path and the query keys, not their values', () => {
    expect(redactUrl('/password-reset?secret=abc123&userId=u-1')).toBe(
      `/password-reset?secret=${REDACTED}&userId=${REDACTED}`,
    );
    expect(redactUrl('/api/patreon?code=c0de&state=s1.x.y')).toBe(`/api/patreon?code=${REDACTED}&state=${REDACTED}`);
    expect(redactUrl('/app/home?token=eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(`/app/home?token=${REDACTED}`);
  });

  it('keeps the values of harmless keys', () => {
    expect(redactUrl('/api/feed?page=2&pageSize=20&mode=following')).toBe(
      '/api/feed?page=2&pageSize=20&mode=following',
    );
    expect(redactUrl('/api/ccbill?eventType=NewSaleSuccess&subscriptionId=123')).toBe(
      `/api/ccbill?eventType=NewSaleSuccess&subscriptionId=${REDACTED}`,
    );
    expect(redactUrl('/trpc/character.get?batch=1&input=%7B%220%22%3A%7B%7D%7D')).toBe(
      `/trpc/character.get?batch=1&input=${REDACTED}`,
    );
  });

  it('redacts a bare value, an odd key and any fragment; leaves URLs without a query alone', () => {
    expect(redactUrl('/x?eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(`/x?${REDACTED}`);
    expect(redactUrl('/x?a%20b%3Dc=1')).toBe(`/x?${REDACTED}`);
    expect(redactUrl('/x?page=1#secret=abc')).toBe(`/x?page=1#${REDACTED}`);
    expect(redactUrl('/api/character/all')).toBe('/api/character/all');
    expect(redactUrl('/x?')).toBe('/x?');
    expect(redactUrl('/x?page=1&&secret')).toBe(`/x?page=1&&${REDACTED}`);
  });
});

describe('hashEmail', () => {
  it('is short, stable and the same for case and space variants', () => {
    const hash = hashEmail('Player@Example.com');
    expect(hash).toMatch(/^email#[0-9a-f]{8}$/);
    expect(hashEmail(' player@example.COM ')).toBe(hash);
    expect(hashEmail('other@example.com')).not.toBe(hash);
    // hashing a hash changes nothing (a field hashed by its caller stays as it is)
    expect(hashEmail(hash)).toBe(hash);
  });
});

describe('createLogger', () => {
  it('redacts secret fields at the top level and nested in objects and arrays', () => {
    const { log, text, lines } = memoryLogger();
    log.info(
      {
        password: 'pw-top-1',
        headers: {
          authorization: 'Bearer tok-hdr-1',
          cookie: 'sid=cookie-1',
          'set-cookie': ['a=set-cookie-1'],
          'x-api-key': 'apikey-1',
        },
        body: {
          passwordRepeat: 'pw-rep-1',
          nested: { deeper: { secret: 'secret-deep-1', again: { token: 'tok-deep-1' } } },
        },
        list: [{ code: 'oauth-code-1' }, { state: 'oauth-state-1' }],
        Authorization: 'Bearer tok-case-1',
        kept: 'visible',
      },
      'a line',
    );
    for (const secret of [
      'pw-top-1',
      'tok-hdr-1',
      'cookie-1',
      'set-cookie-1',
      'apikey-1',
      'pw-rep-1',
      'secret-deep-1',
      'tok-deep-1',
      'oauth-code-1',
      'oauth-state-1',
      'tok-case-1',
    ]) {
      expect(text()).not.toContain(secret);
    }
    const [line] = lines();
    expect(line).toMatchObject({
      password: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, 'x-api-key': REDACTED },
      body: { passwordRepeat: REDACTED, nested: { deeper: { secret: REDACTED, again: { token: REDACTED } } } },
      list: [{ code: REDACTED }, { state: REDACTED }],
      kept: 'visible',
      msg: 'a line',
    });
  });

  it('logs e-mail fields as their hash, also nested and in child bindings', () => {
    const { log, text, lines } = memoryLogger();
    log
      .child({ email: 'child@example.com' })
      .warn(
        { to: 'Someone@Example.com', account: { mainEmail: 'main@example.com', subscribeStarEmail: 'ss@example.com' } },
        'mail',
      );
    expect(text()).not.toMatch(/@example\.com/i);
    expect(lines()[0]).toMatchObject({
      email: hashEmail('child@example.com'),
      to: hashEmail('someone@example.com'),
      account: { mainEmail: hashEmail('main@example.com'), subscribeStarEmail: hashEmail('ss@example.com') },
    });
  });

  it('keeps what operators need: error codes and messages, ids, null and absent fields', () => {
    const { log, lines } = memoryLogger();
    const err = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    log.error({ err, userId: 'u-1', token: null, email: undefined }, 'failed');
    log.warn({ error: { code: 'P2002', message: 'unique' } }, 'plain error object');
    const [first, second] = lines();
    expect(first).toMatchObject({
      err: { message: 'connection refused', code: 'ECONNREFUSED' },
      userId: 'u-1',
      token: null,
    });
    expect(first).not.toHaveProperty('email');
    expect(second).toMatchObject({ error: { code: 'P2002', message: 'unique' } });
    // a `to` that is no address (a landing path) stays readable
    log.info({ to: '/app/profile/me' }, 'landing');
    expect(lines()[2]).toMatchObject({ to: '/app/profile/me' });
    // the objects the caller logged are not changed
    const logged = { body: { password: 'pw' } };
    log.info(logged, 'x');
    expect(logged.body.password).toBe('pw');
  });

  it('makes Fastify log request URLs with their query values redacted', async () => {
    const { log, text, lines } = memoryLogger('info');
    const server = Fastify({
      loggerInstance: log as unknown as FastifyBaseLogger,
      logController: new RedactingLogController(),
    });
    server.get('/password-reset', async () => 'page');
    await server.ready();
    await server.inject({ method: 'GET', url: '/password-reset?secret=reset-secret-1&userId=user-1&page=3' });
    // Fastify's own 404 handler prints the URL in its message
    await server.inject({ method: 'GET', url: '/missing?token=tok-404-1' });
    await server.close();
    expect(text()).not.toContain('reset-secret-1');
    expect(text()).not.toContain('user-1');
    expect(text()).not.toContain('tok-404-1');
    const incoming = lines().find((l) => l.msg === 'incoming request');
    expect(incoming).toMatchObject({
      req: { method: 'GET', url: `/password-reset?secret=${REDACTED}&userId=${REDACTED}&page=3` },
    });
    expect(lines().some((l) => l.msg === `Route GET:/missing?token=${REDACTED} not found`)).toBe(true);
  });
});
