import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../src/config.ts';

const repoRoot = join(import.meta.dirname, '../../..');

describe('configuration', () => {
  it('runs on defaults alone (embedded database, demo content)', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.RESTRICTED_REGIONS).toContain('GB');
  });

  it('stops the start on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
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
