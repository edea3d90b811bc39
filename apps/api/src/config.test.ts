import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig, loadEnvFile } from './config.ts';

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

  it('names every bad variable at once, one line each, so the operator fixes them in one go', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', PRICES_USD: '5,8' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}LOG_LEVEL: /),
      '  PRICES_USD: must be three prices in USD, e.g. 5,8,14',
    ]);
  });

  it('reads switches as true/false or 1/0, and an empty value as unset', () => {
    expect(loadConfig({ MAIL_DISABLED: '1', CONTENT_AUTOLOAD: 'false' })).toMatchObject({
      MAIL_DISABLED: true,
      CONTENT_AUTOLOAD: false,
    });
    expect(() => loadConfig({ MAIL_DISABLED: 'yes' })).toThrow(/MAIL_DISABLED/);
    expect(loadConfig({ PORT: '', LOG_LEVEL: '' })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' });
  });

  it('checks the /metrics access settings', () => {
    expect(
      loadConfig({ METRICS_TOKEN: 'x'.repeat(16), METRICS_HOSTS: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8' }),
    ).toMatchObject({ METRICS_HOSTS: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'] });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_HOSTS: '10.0.0.0/33' })).toThrow(
      /METRICS_HOSTS: must be IP addresses or CIDR ranges/,
    );
    expect(() => loadConfig({ MEDIA_BASE_URL: 'cdn.example.com/media' })).toThrow(
      /MEDIA_BASE_URL: must be an http\(s\):\/\/ URL/,
    );
    expect(() => loadConfig({ METRICS_HOSTS: 'monitoring.example.com' })).toThrow(/METRICS_HOSTS/);
  });

  it('reads a .env file when there is one; the environment wins over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-'));
    const file = join(dir, '.env');
    writeFileSync(file, '# comment\nPORT=4100\nLOG_LEVEL=warn\nMAIL_FROM="Game <a@b.co>"\nSMTP_URL=smtp://from-file\n');
    const env: Record<string, string | undefined> = { SMTP_URL: 'smtp://from-environment' };
    expect(loadEnvFile(file, env).sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM', 'PORT']);
    expect(loadConfig(env)).toMatchObject({
      PORT: 4100,
      LOG_LEVEL: 'warn',
      MAIL_FROM: 'Game <a@b.co>',
      SMTP_URL: 'smtp://from-environment',
    });
    // no file: nothing changes
    expect(loadEnvFile(join(dir, 'missing.env'), env)).toEqual([]);
  });

  it('the copied .env.example starts the server on the defaults', () => {
    const env: Record<string, string | undefined> = {};
    loadEnvFile(join(repoRoot, '.env.example'), env);
    const config = loadConfig(env);
    const defaults = loadConfig({});
    for (const key of Object.keys(env))
      expect(config[key as keyof typeof config], key).toEqual(defaults[key as keyof typeof defaults]);
  });

  it('refuses the test-only location header in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', GEO_TEST_HEADER: 'true' })).toThrow(/GEO_TEST_HEADER/);
  });

  it('refuses a minimum age below 18 at start, telling the operator why', () => {
    expect(loadConfig({}).MINIMUM_AGE).toBe(18);
    expect(loadConfig({ MINIMUM_AGE: '21' }).MINIMUM_AGE).toBe(21);
    expect(() => loadConfig({ MINIMUM_AGE: '16' })).toThrow(
      /MINIMUM_AGE: must be 18 or more: the site shows adult content and is for adults only/,
    );
    expect(() => loadConfig({ MINIMUM_AGE: 'adult' })).toThrow(/MINIMUM_AGE/);
  });

  it('legal contacts default to the operator: contact and copyright agent follow the support address and company', () => {
    const defaults = loadConfig({
      OPERATOR_NAME: 'Moonlit Games OÜ',
      OPERATOR_ADDRESS: 'Narva mnt 5',
      SUPPORT_EMAIL: 'help@moonlit.example',
    });
    expect(defaults).toMatchObject({
      OPERATOR_CONTACT: 'help@moonlit.example',
      COPYRIGHT_AGENT_NAME: 'Moonlit Games OÜ',
      COPYRIGHT_AGENT_ADDRESS: 'Narva mnt 5',
      COPYRIGHT_AGENT_EMAIL: 'help@moonlit.example',
    });
    expect(defaults.OPERATOR_JURISDICTION).toBeUndefined();
    expect(defaults.RECORDS_STATEMENT).toBeUndefined();
    const own = loadConfig({
      SUPPORT_EMAIL: 'help@moonlit.example',
      OPERATOR_CONTACT: 'legal@moonlit.example',
      COPYRIGHT_AGENT_NAME: 'Jane Agent',
      COPYRIGHT_AGENT_ADDRESS: '1 Agent Way, Wilmington, DE',
      COPYRIGHT_AGENT_EMAIL: 'dmca@moonlit.example',
    });
    expect(own).toMatchObject({
      OPERATOR_CONTACT: 'legal@moonlit.example',
      COPYRIGHT_AGENT_NAME: 'Jane Agent',
      COPYRIGHT_AGENT_ADDRESS: '1 Agent Way, Wilmington, DE',
      COPYRIGHT_AGENT_EMAIL: 'dmca@moonlit.example',
    });
    expect(() => loadConfig({ COPYRIGHT_AGENT_EMAIL: 'the agent' })).toThrow(
      /COPYRIGHT_AGENT_EMAIL: must be an e-mail address/,
    );
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
