import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../src/config.ts';
import { productionProblems } from '../src/production-settings.ts';

/**
 * The Dockerfile and compose.yaml cannot be built here (no container engine on the development
 * machines): these checks keep them in step with the workspace and the production checks.
 */
const REPO_ROOT = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

/** The workspace's package folders, from pnpm-workspace.yaml's `packages:` globs (`dir/*` or `dir`). */
function workspacePackages(): string[] {
  const block = /^packages:\n((?: {2}- .*\n)+)/m.exec(read('pnpm-workspace.yaml'))![1]!;
  return block
    .split('\n')
    .map((line) => line.replace(/^ {2}- /, '').trim())
    .filter(Boolean)
    .flatMap((glob) =>
      glob.endsWith('/*')
        ? readdirSync(join(REPO_ROOT, glob.slice(0, -2))).map((name) => `${glob.slice(0, -2)}/${name}`)
        : [glob],
    )
    .filter((dir) => existsSync(join(REPO_ROOT, dir, 'package.json')));
}

/** The `environment:` map of one compose service (two-space YAML, plain `KEY: value` lines). */
function composeEnvironment(service: string): Record<string, string> {
  const text = read('compose.yaml');
  const start = text.indexOf(`\n  ${service}:\n`);
  const body = text
    .slice(start + 1)
    .split('\n')
    .slice(1);
  const end = body.findIndex((line) => /^ {2}\S/.test(line) || /^\S/.test(line));
  const lines = body.slice(0, end === -1 ? undefined : end);
  const env: Record<string, string> = {};
  let inside = false;
  for (const line of lines) {
    if (/^ {4}environment:\s*$/.test(line)) inside = true;
    else if (/^ {4}\S/.test(line)) inside = false;
    else if (inside && /^ {6}[A-Z_]+:/.test(line)) {
      const [, key = '', value = ''] = /^ {6}([A-Z_]+):\s*(.*)$/.exec(line)!;
      env[key] = value.replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}

describe('the container files', () => {
  it('the Dockerfile copies every workspace package manifest before the install, then builds the release', () => {
    const dockerfile = read('Dockerfile');
    const install = dockerfile.indexOf('pnpm@10.34.8 install --frozen-lockfile');
    expect(install).toBeGreaterThan(0);
    for (const dir of workspacePackages()) {
      const copy = dockerfile.indexOf(`COPY ${dir}/package.json ${dir}/`);
      expect(copy, `Dockerfile lacks COPY ${dir}/package.json ${dir}/`).toBeGreaterThan(0);
      expect(copy).toBeLessThan(install);
    }
    expect(dockerfile).toContain('RUN npx -y pnpm@10.34.8 release');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "server\.mjs"\]$/m);
  });

  it("compose's app names only real settings and passes the production checks once METRICS_TOKEN is given", () => {
    const env = composeEnvironment('app');
    expect(env.NODE_ENV).toBe('production');
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'MAIL_FROM', 'METRICS_TOKEN']),
    );
    for (const key of Object.keys(env)) expect(Object.keys(configSchema.shape), key).toContain(key);
    const given = { ...env, METRICS_TOKEN: 'f3a9c1e07b5d2846a0e9c7b1d3f58a62' };
    expect(productionProblems(loadConfig(given), given)).toEqual([]);
  });
});
