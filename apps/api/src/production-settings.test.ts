import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { checkProductionSettings, isPlaceholderSecret, productionProblems } from './production-settings.ts';

/** A production configuration with nothing to object to; each test spoils one thing. */
const GOOD_PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://game.example',
  SMTP_URL: 'smtp://mail.example:587',
  MAIL_FROM: 'Velvet Hearts <hello@game.example>',
  METRICS_TOKEN: 'pR7vK2mQ9xL4nW8sT3yB',
  OPERATOR_NAME: 'Game Example Ltd',
  OPERATOR_ADDRESS: '1 Example Street, Valletta, Malta',
  SUPPORT_EMAIL: 'help@game.example',
};
const problemsOf = (env: Record<string, string | undefined>) => productionProblems(loadConfig(env), env);

describe('production settings checked at start', () => {
  it('accepts a complete production configuration, with the token secret generated and kept in the database', () => {
    expect(problemsOf(GOOD_PRODUCTION)).toEqual([]);
    expect(problemsOf({ ...GOOD_PRODUCTION, JWT_SECRET: 'Zq3xV9pL2mW7rT5yB8nK4cF6hJ1sD0gA' })).toEqual([]);
    expect(() => checkProductionSettings(loadConfig(GOOD_PRODUCTION), GOOD_PRODUCTION)).not.toThrow();
  });

  it('names each problem of the bare defaults in one line', () => {
    const lines = problemsOf({ NODE_ENV: 'production' });
    expect(lines).toEqual([
      expect.stringMatching(/^PUBLIC_URL: not set; .*https:\/\//),
      expect.stringMatching(
        /^OPERATOR_NAME, OPERATOR_ADDRESS, SUPPORT_EMAIL: not set \(or still the example\), so the terms, privacy and copyright pages name the example company/,
      ),
      expect.stringMatching(/^METRICS_TOKEN: not set, so anyone may read \/metrics/),
      expect.stringMatching(/^SMTP_URL: not set, .*MAIL_DISABLED=true/),
    ]);
    for (const line of lines) expect(line).not.toContain('\n');
    let error: unknown;
    try {
      checkProductionSettings(loadConfig({ NODE_ENV: 'production' }), { NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(`Refusing to start with NODE_ENV=production:\n  ${lines.join('\n  ')}`);
  });

  it('checks nothing outside production', () => {
    for (const NODE_ENV of ['development', 'test'])
      expect(() => checkProductionSettings(loadConfig({ NODE_ENV }), { NODE_ENV })).not.toThrow();
  });

  it('wants PUBLIC_URL set, and https', () => {
    const { PUBLIC_URL: _, ...unset } = GOOD_PRODUCTION;
    expect(problemsOf(unset)).toEqual([expect.stringMatching(/^PUBLIC_URL: not set/)]);
    expect(problemsOf({ ...GOOD_PRODUCTION, PUBLIC_URL: 'http://game.example/path' })).toEqual([
      'PUBLIC_URL: must be an https:// origin in production, not http://game.example',
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, PUBLIC_URL: 'http://localhost:3000' })).toHaveLength(1);
  });

  it('wants media from a CDN over https', () => {
    expect(problemsOf({ ...GOOD_PRODUCTION, MEDIA_BASE_URL: 'http://cdn.example.com/media' })).toEqual([
      expect.stringMatching(/^MEDIA_BASE_URL: must be an https:\/\/ URL/),
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, MEDIA_BASE_URL: 'https://cdn.example.com/media' })).toEqual([]);
  });

  it('refuses placeholder signing secrets and tokens, and a webhook or card secret missing where it is needed', () => {
    expect(problemsOf({ ...GOOD_PRODUCTION, JWT_SECRET: 'change-me-change-me-change-me-change-me' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: a placeholder value, not a secret; .*leave it unset/),
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, JWT_SECRET: 'x'.repeat(40) })).toEqual([
      expect.stringMatching(/^JWT_SECRET: a placeholder/),
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, METRICS_TOKEN: 'my-metrics-secret-token' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN: a placeholder/),
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, PATREON_CLIENT_ID: 'id', PATREON_CLIENT_SECRET: 'pcs-Hq8vZ2' })).toEqual([
      expect.stringMatching(/^PATREON_WEBHOOK_SECRET: Patreon sign-in is configured/),
    ]);
    expect(
      problemsOf({
        ...GOOD_PRODUCTION,
        SUBSCRIBESTAR_CLIENT_ID: 'id',
        SUBSCRIBESTAR_CLIENT_SECRET: 'scs-Hq8vZ2',
        SUBSCRIBESTAR_WEBHOOK_SECRET: 'your-webhook-secret',
      }),
    ).toEqual([expect.stringMatching(/^SUBSCRIBESTAR_WEBHOOK_SECRET: a placeholder/)]);
    expect(problemsOf({ ...GOOD_PRODUCTION, CCBILL_FLEX_ID: 'flex', CCBILL_CLIENT_ACCNUM: '900000' })).toEqual([
      'CCBILL_CLIENT_SUBACC: card billing is partly configured (CCBILL_FLEX_ID, CCBILL_CLIENT_ACCNUM) and needs it too, or the card payment is never offered',
      'CCBILL_SALT: card billing is partly configured (CCBILL_FLEX_ID, CCBILL_CLIENT_ACCNUM) and needs it too, or the card payment is never offered',
    ]);
    expect(
      problemsOf({
        ...GOOD_PRODUCTION,
        CCBILL_FLEX_ID: 'flex',
        CCBILL_CLIENT_SUBACC: '0000',
        CCBILL_SALT: 'Tg4kP9wQ2zX7mR5v',
      }),
    ).toEqual([]);
  });

  it('tells a generated secret from a placeholder', () => {
    for (const value of [
      'changeme1234567890',
      'EXAMPLE-0123456789',
      'abababababababababababababababab',
      'super_secret_value_123',
    ])
      expect(isPlaceholderSecret(value), value).toBe(true);
    for (const value of ['Zq3xV9pL2mW7rT5yB8nK4cF6hJ1sD0gA', 'f3a9c1e07b5d2846a0e9c7b1d3f58a62'])
      expect(isPlaceholderSecret(value), value).toBe(false);
  });

  it('wants mail delivered, or switched off on purpose, from a real sender', () => {
    const { SMTP_URL: _, MAIL_FROM: __, ...noMail } = GOOD_PRODUCTION;
    expect(problemsOf(noMail)).toEqual([expect.stringMatching(/^SMTP_URL: not set/)]);
    expect(problemsOf({ ...noMail, MAIL_DISABLED: 'true' })).toEqual([]);
    expect(problemsOf({ ...GOOD_PRODUCTION, MAIL_FROM: '' })).toEqual([
      expect.stringMatching(/^MAIL_FROM: still the default Dating Game <no-reply@localhost>/),
    ]);
    expect(() => loadConfig({ ...GOOD_PRODUCTION, MAIL_DISABLED: 'true' })).toThrow(
      /MAIL_DISABLED: mail is switched off but SMTP_URL is set/,
    );
  });
});
