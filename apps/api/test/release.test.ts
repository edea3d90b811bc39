import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { freePort } from './free-port.ts';
import { untilReady } from './api-process.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRelease } from '../scripts/build-release.ts';

/**
 * `pnpm release` proved: the folder is built outside the repository, made read-only, started with
 * Node alone in production on a fresh DATA_DIR, serves the page, its art and one chat turn over the
 * REST API, and stops on SIGTERM; its admin command then opens the same data. Run as root (where file modes stop nobody), the server runs as the
 * user nobody, so the read-only folder is really read-only to it.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/**
 * The Node binary the other user can run: this one, unless it sits in a folder closed to that user
 * (a clone under /root), then a copy beside the release.
 */
function nodeFor(user: { uid?: number; gid?: number }, dir: string): string {
  if (user.uid === undefined || spawnSync(process.execPath, ['-e', ''], user).status === 0) return process.execPath;
  const copy = join(dir, 'node');
  copyFileSync(process.execPath, copy);
  chmodSync(copy, 0o755);
  return copy;
}

/** Every file of a folder, relative paths. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => join(e.parentPath, e.name));

describe('the release folder (pnpm release)', () => {
  const root = mkdtempSync(join(tmpdir(), 'release-test-'));
  const out = join(root, 'release');
  afterAll(() => {
    execFileSync('chmod', ['-R', 'u+w', root]);
    rmSync(root, { recursive: true, force: true });
  });

  it('runs read-only, without the repository, tsx or TypeScript: page, art and a chat turn, then a clean stop', async () => {
    await buildRelease(out);

    // self-contained: no link out of the folder, no TypeScript tooling, no path into the repository
    for (const file of filesOf(out)) {
      if (lstatSync(file).isSymbolicLink())
        expect(resolve(file, '..', readlinkSync(file)).startsWith(out), `${file} links out of the release`).toBe(true);
    }
    const packages = readdirSync(join(out, 'node_modules'));
    for (const dev of ['tsx', 'typescript', 'esbuild', 'vitest', 'prisma']) expect(packages, dev).not.toContain(dev);
    expect(
      filesOf(out).filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.d.mts')),
    ).toEqual([]);
    expect(readFileSync(join(out, 'server.mjs'), 'utf8')).not.toContain(REPO_ROOT);
    const { dependencies } = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // only the packages a bundle cannot hold, each at the exact version the tests ran with
    expect(Object.keys(dependencies).sort()).toEqual(['@electric-sql/pglite', 'argon2', 'geoip-lite', 'sharp']);
    for (const [name, version] of Object.entries(dependencies)) expect(version, name).toMatch(/^\d+\.\d+\.\d+/);

    chmodSync(root, 0o755);
    execFileSync('chmod', ['-R', 'a-w', out]);
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    if (asRoot) chownSync(dataDir, NOBODY, NOBODY);
    const user = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
    const node = nodeFor(user, root);
    // the folder is read-only to the user the server runs as
    const probe = spawnSync(
      node,
      ['-e', `require('node:fs').writeFileSync(${JSON.stringify(join(out, 'probe'))}, '')`],
      { ...user, encoding: 'utf8' },
    );
    expect(probe.stderr).toMatch(/EACCES|EROFS|EPERM/);
    const port = await freePort();
    const child = spawn(node, [join(out, 'server.mjs')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dataDir,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://release.example',
        MAIL_DISABLED: 'true',
        OPERATOR_NAME: 'Release Test Ltd',
        OPERATOR_ADDRESS: 'Valletta, Malta',
        SUPPORT_EMAIL: 'help@release.example',
        METRICS_TOKEN: 'rT5yB8nK4cF6hJ1sD0gAzQ3x',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...user,
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
    const url = `http://127.0.0.1:${port}`;
    try {
      await untilReady(url, child, () => output);

      const page = await fetch(`${url}/app/feed`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const me = (await (await fetch(`${url}/api/character/get/me`)).json()) as { token: string };
      const auth = { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' };
      const characters = (await (await fetch(`${url}/api/character/all`, { headers: auth })).json()) as {
        _id: string;
        tier: number;
        images: string;
      }[];
      const character = characters.find((c) => c.tier === 0)!;
      const card = character.images.split('|')[0]!;
      const art = await fetch(`${url}/public/${card}`);
      expect(art.status, card).toBe(200);
      expect(art.headers.get('content-type')).toMatch(/^image\//);

      const greeting = await fetch(`${url}/api/message/game/${character._id}`, {
        method: 'POST',
        headers: auth,
        body: '{}',
      });
      expect(greeting.status, await greeting.clone().text()).toBe(200);
      const { options } = (await greeting.json()) as { options: string[] };
      const turn = await fetch(`${url}/api/message/game/${character._id}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ message: options[0] ?? 'Hello' }),
      });
      expect(turn.status, await turn.clone().text()).toBe(200);
      expect(((await turn.json()) as { messages: unknown[] }).messages.length).toBeGreaterThan(0);

      // image variants are encoded in the background into DATA_DIR, with the shipped sharp, and served
      let variant: { name: string; key: string; widths: number[] } | undefined;
      for (let waited = 0; !variant && waited < 60_000; waited += 500) {
        const listed = await fetch(`${url}/trpc/site.mediaVariants`, { headers: auth });
        const { images } = (
          (await listed.json()) as { result: { data: { images: Record<string, { key: string; widths: number[] }> } } }
        ).result.data;
        const first = Object.entries(images)[0];
        if (first) variant = { name: first[0], ...first[1] };
        else await new Promise((r) => setTimeout(r, 500));
      }
      expect(variant, output.slice(-3000)).toBeDefined();
      const avif = await fetch(`${url}/public/_v/${variant!.key}/${variant!.widths[0]}.avif`);
      expect(avif.status).toBe(200);
      expect(avif.headers.get('content-type')).toBe('image/avif');
      expect(existsSync(join(dataDir, 'media-variants', variant!.key))).toBe(true);

      child.kill('SIGTERM');
      expect(await exited, output.slice(-3000)).toBe(0);
      // everything it wrote is under DATA_DIR
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
      expect(output).not.toMatch(/"level":(50|60)/);
      // the operator commands ship too, on the same settings and data
      const admin = spawnSync(node, [join(out, 'admin.mjs'), 'reports'], {
        ...user,
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: dataDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      expect(admin.stderr).toBe('');
      expect(admin.status).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});
