import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig, loadEnvFile } from '../src/config.ts';
import { checkProductionSettings, isPlaceholderSecret, productionProblems } from '../src/production-settings.ts';

const repoRoot = join(import.meta.dirname, '../../..');

describe('configuration', () => {
  it('runs on defaults alone (embedded database, demo content)', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.RESTRICTED_REGIONS).toContain('GB');
  });

  it('points PUBLIC_URL at the address the server listens on when it is unset', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ PORT: '4100', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://game.example' }).PUBLIC_URL).toBe('https://game.example');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('stops the start on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('checks the /metrics access settings', () => {
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(16), METRICS_HOSTS: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8' })).toMatchObject({ METRICS_HOSTS: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'] });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_HOSTS: '10.0.0.0/33' })).toThrow(/METRICS_HOSTS: must be IP addresses or CIDR ranges/);
    expect(() => loadConfig({ MEDIA_BASE_URL: 'cdn.example.com/media' })).toThrow(/MEDIA_BASE_URL: must be an http\(s\):\/\/ URL/);
    expect(() => loadConfig({ METRICS_HOSTS: 'monitoring.example.com' })).toThrow(/METRICS_HOSTS/);
  });

  it('reads a .env file when there is one; the environment wins over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-'));
    const file = join(dir, '.env');
    writeFileSync(file, '# comment\nPORT=4100\nLOG_LEVEL=warn\nMAIL_FROM="Game <a@b.co>"\nSMTP_URL=smtp://from-file\n');
    const env: Record<string, string | undefined> = { SMTP_URL: 'smtp://from-environment' };
    expect(loadEnvFile(file, env).sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM', 'PORT']);
    expect(loadConfig(env)).toMatchObject({ PORT: 4100, LOG_LEVEL: 'warn', MAIL_FROM: 'Game <a@b.co>', SMTP_URL: 'smtp://from-environment' });
    // no file: nothing changes
    expect(loadEnvFile(join(dir, 'missing.env'), env)).toEqual([]);
  });

  it('the copied .env.example starts the server on the defaults', () => {
    const env: Record<string, string | undefined> = {};
    loadEnvFile(join(repoRoot, '.env.example'), env);
    const config = loadConfig(env);
    const defaults = loadConfig({});
    for (const key of Object.keys(env)) expect(config[key as keyof typeof config], key).toEqual(defaults[key as keyof typeof defaults]);
  });

  it('refuses the test-only location header in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', GEO_TEST_HEADER: 'true' })).toThrow(/GEO_TEST_HEADER/);
  });

  it('documents every variable in .env.example and the README', () => {
    const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    for (const key of Object.keys(configSchema.shape)) {
      expect(example, `.env.example lacks ${key}`).toMatch(new RegExp(`^#? ?${key}=`, 'm'));
      expect(readme, `README lacks ${key}`).toContain(`\`${key}\``);
    }
  });
});

/** A production configuration with nothing to object to; each test spoils one thing. */
const GOOD_PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://game.example',
  SMTP_URL: 'smtp://mail.example:587',
  MAIL_FROM: 'Velvet Hearts <hello@game.example>',
  METRICS_TOKEN: 'pR7vK2mQ9xL4nW8sT3yB',
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
    for (const NODE_ENV of ['development', 'test']) expect(() => checkProductionSettings(loadConfig({ NODE_ENV }), { NODE_ENV })).not.toThrow();
  });

  it('wants PUBLIC_URL set, and https', () => {
    const { PUBLIC_URL: _, ...unset } = GOOD_PRODUCTION;
    expect(problemsOf(unset)).toEqual([expect.stringMatching(/^PUBLIC_URL: not set/)]);
    expect(problemsOf({ ...GOOD_PRODUCTION, PUBLIC_URL: 'http://game.example/path' })).toEqual(['PUBLIC_URL: must be an https:// origin in production, not http://game.example']);
    expect(problemsOf({ ...GOOD_PRODUCTION, PUBLIC_URL: 'http://localhost:3000' })).toHaveLength(1);
  });

  it('wants media from a CDN over https', () => {
    expect(problemsOf({ ...GOOD_PRODUCTION, MEDIA_BASE_URL: 'http://cdn.example.com/media' })).toEqual([expect.stringMatching(/^MEDIA_BASE_URL: must be an https:\/\/ URL/)]);
    expect(problemsOf({ ...GOOD_PRODUCTION, MEDIA_BASE_URL: 'https://cdn.example.com/media' })).toEqual([]);
  });

  it('refuses placeholder signing secrets and tokens, and a webhook or card secret missing where it is needed', () => {
    expect(problemsOf({ ...GOOD_PRODUCTION, JWT_SECRET: 'change-me-change-me-change-me-change-me' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: a placeholder value, not a secret; .*leave it unset/),
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, JWT_SECRET: 'x'.repeat(40) })).toEqual([expect.stringMatching(/^JWT_SECRET: a placeholder/)]);
    expect(problemsOf({ ...GOOD_PRODUCTION, METRICS_TOKEN: 'my-metrics-secret-token' })).toEqual([expect.stringMatching(/^METRICS_TOKEN: a placeholder/)]);
    expect(problemsOf({ ...GOOD_PRODUCTION, PATREON_CLIENT_ID: 'id', PATREON_CLIENT_SECRET: 'pcs-Hq8vZ2' })).toEqual([expect.stringMatching(/^PATREON_WEBHOOK_SECRET: Patreon sign-in is configured/)]);
    expect(problemsOf({ ...GOOD_PRODUCTION, SUBSCRIBESTAR_CLIENT_ID: 'id', SUBSCRIBESTAR_CLIENT_SECRET: 'scs-Hq8vZ2', SUBSCRIBESTAR_WEBHOOK_SECRET: 'your-webhook-secret' })).toEqual([
      expect.stringMatching(/^SUBSCRIBESTAR_WEBHOOK_SECRET: a placeholder/),
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, CCBILL_FLEX_ID: 'flex', CCBILL_CLIENT_ACCNUM: '900000' })).toEqual([
      'CCBILL_CLIENT_SUBACC: card billing is partly configured (CCBILL_FLEX_ID, CCBILL_CLIENT_ACCNUM) and needs it too, or the card payment is never offered',
      'CCBILL_SALT: card billing is partly configured (CCBILL_FLEX_ID, CCBILL_CLIENT_ACCNUM) and needs it too, or the card payment is never offered',
    ]);
    expect(problemsOf({ ...GOOD_PRODUCTION, CCBILL_FLEX_ID: 'flex', CCBILL_CLIENT_SUBACC: '0000', CCBILL_SALT: 'Tg4kP9wQ2zX7mR5v' })).toEqual([]);
  });

  it('tells a generated secret from a placeholder', () => {
    for (const value of ['changeme1234567890', 'EXAMPLE-0123456789', 'abababababababababababababababab', 'super_secret_value_123']) expect(isPlaceholderSecret(value), value).toBe(true);
    for (const value of ['Zq3xV9pL2mW7rT5yB8nK4cF6hJ1sD0gA', 'f3a9c1e07b5d2846a0e9c7b1d3f58a62']) expect(isPlaceholderSecret(value), value).toBe(false);
  });

  it('wants mail delivered, or switched off on purpose, from a real sender', () => {
    const { SMTP_URL: _, MAIL_FROM: __, ...noMail } = GOOD_PRODUCTION;
    expect(problemsOf(noMail)).toEqual([expect.stringMatching(/^SMTP_URL: not set/)]);
    expect(problemsOf({ ...noMail, MAIL_DISABLED: 'true' })).toEqual([]);
    expect(problemsOf({ ...GOOD_PRODUCTION, MAIL_FROM: '' })).toEqual([expect.stringMatching(/^MAIL_FROM: still the default Dating Game <no-reply@localhost>/)]);
    expect(() => loadConfig({ ...GOOD_PRODUCTION, MAIL_DISABLED: 'true' })).toThrow(/MAIL_DISABLED: mail is switched off but SMTP_URL is set/);
  });
});
