/**
 * `pnpm release`: builds release/, a folder that runs the product with Node 24 alone, read-only,
 * without the repository: the API and the admin command bundled to plain JavaScript (server.mjs,
 * admin.mjs), the built web app (web/), the migrations (migrations/), the demo content pack with its
 * drawn art (content/demo/), and the few production packages a bundle cannot hold (node_modules/:
 * native argon2, PGlite's WebAssembly files, geoip-lite's data, sharp with its libvips), copied from
 * the installed workspace.
 *   tsx scripts/build-release.ts [--out <dir>]     (default: release/ at the repository root)
 * The root script runs `turbo run build generate` first, which builds the web app and draws the art.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { DEMO_PACK_DIR, generateArt } from '@app/content';

const API_DIR = resolve(import.meta.dirname, '..');
const REPO_ROOT = resolve(API_DIR, '../..');

/**
 * Packages left out of the bundles and installed beside them: they load files next to their own code
 * (a native addon, .wasm and .data files, the location database, sharp's image library that encodes
 * the image variants at content load).
 */
export const EXTERNAL_PACKAGES = ['argon2', '@electric-sql/pglite', 'geoip-lite', 'sharp'];
const NOT_SHIPPED = ['pg-native', 'cloudflare:sockets'];

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The folder Node would load `name` from when required from `fromDir` (walking up node_modules folders). */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Copies `names` and everything they depend on at run time into `target`/node_modules, as the
 * workspace has them installed (the versions the tests ran with). A second version of a package
 * goes under the node_modules of the package that needs it, as npm would place it.
 */
function copyProductionPackages(names: string[], target: string): Map<string, string> {
  const placed = new Map<string, string>(); // top-level name -> version
  const copy = (name: string, fromDir: string, into: string, optional: boolean) => {
    const source = packageDir(name, fromDir);
    if (!source) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed from ${fromDir}): run pnpm install`);
    }
    const pkg = readJson<PackageJson>(join(source, 'package.json'));
    const top = placed.get(name);
    if (top === pkg.version) return;
    const dest = top === undefined ? join(target, 'node_modules', name) : join(into, 'node_modules', name);
    if (existsSync(dest)) return;
    if (top === undefined) placed.set(name, pkg.version);
    // pnpm keeps only .bin links inside a package's own node_modules
    cpSync(source, dest, { recursive: true, filter: (src) => relative(source, src).split('/')[0] !== 'node_modules' });
    for (const [dep, optionalDep] of [
      ...Object.keys(pkg.dependencies ?? {}).map((d) => [d, false] as const),
      ...Object.keys(pkg.optionalDependencies ?? {}).map((d) => [d, true] as const),
    ]) {
      copy(dep, source, dest, optionalDep);
    }
  };
  for (const name of names) copy(name, API_DIR, target, false);
  return placed;
}

/** The commit the release was built from, recorded in release.json. */
function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function requireBuilt(path: string, what: string) {
  if (!existsSync(path))
    throw new Error(
      `${what} is missing (${relative(REPO_ROOT, path)}): run \`pnpm release\` (it builds everything first) or \`pnpm build\``,
    );
}

export async function buildRelease(out: string): Promise<{ out: string; ms: number; bytes: number }> {
  const started = performance.now();
  const webDist = join(REPO_ROOT, 'apps/web/dist');
  requireBuilt(join(webDist, 'index.html'), 'The built web app');
  requireBuilt(join(API_DIR, 'src/generated/prisma/client.ts'), "Prisma's generated client");
  // The build draws the configured pack's art (CONTENT_DIR may name another pack); the release ships the demo's.
  await generateArt(DEMO_PACK_DIR);
  if (resolve(out) === REPO_ROOT || REPO_ROOT.startsWith(resolve(out))) throw new Error(`refusing to replace ${out}`);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  await build({
    entryPoints: { server: join(API_DIR, 'src/main.ts'), admin: join(API_DIR, 'src/cli/admin.ts') },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // ES module builds first: some packages' "main" is a UMD build whose dynamic require() a bundle cannot follow (jsonc-parser)
    mainFields: ['module', 'main'],
    external: [...EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]), ...NOT_SHIPPED],
    // layout.ts and content's media-dirs.ts find their files beside the bundle
    define: { __RELEASE__: 'true' },
    // bundled CommonJS packages call require() for Node's own modules
    banner: {
      js: "import { createRequire as __releaseCreateRequire } from 'node:module';\nconst require = __releaseCreateRequire(import.meta.url);",
    },
    legalComments: 'linked',
    logLevel: 'warning',
  });

  cpSync(join(API_DIR, 'prisma/migrations'), join(out, 'migrations'), { recursive: true });
  cpSync(webDist, join(out, 'web'), { recursive: true });
  // the interface strings of every language: served with whatever pack the operator loads
  cpSync(join(REPO_ROOT, 'apps/web/src/i18n/locales'), join(out, 'locales'), { recursive: true });
  // the pack with its drawn art; the art generator's temporary files (hidden, .tmp) stay behind
  cpSync(DEMO_PACK_DIR, join(out, 'content/demo'), { recursive: true, filter: (src) => !/\.tmp$/.test(src) });

  const placed = copyProductionPackages(EXTERNAL_PACKAGES, out);
  const root = readJson<{ engines?: Record<string, string> }>(join(REPO_ROOT, 'package.json'));
  const manifest = {
    name: 'dating-game-release',
    private: true,
    type: 'module',
    description: 'Built by `pnpm release`: node server.mjs (see docs/operations.md)',
    engines: root.engines ?? { node: '>=24' },
    scripts: { start: 'node server.mjs', admin: 'node admin.mjs' },
    dependencies: Object.fromEntries(EXTERNAL_PACKAGES.map((name) => [name, placed.get(name)!])),
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    join(out, 'release.json'),
    `${JSON.stringify({ commit: gitCommit(), builtAt: new Date().toISOString(), packages: Object.fromEntries([...placed].sort()) }, null, 2)}\n`,
  );

  return { out, ms: Math.round(performance.now() - started), bytes: folderBytes(out) };
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

if (basename(process.argv[1] ?? '') === 'build-release.ts') {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  // pnpm runs this in apps/api; paths are said and taken relative to where the command was typed
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const out = resolve(cwd, values.out ?? join(REPO_ROOT, 'release'));
  buildRelease(out).then(
    (r) =>
      console.log(
        `Release built in ${r.ms} ms: ${r.out} (${(r.bytes / 1e6).toFixed(0)} MB). Start it with: node ${join(relative(cwd, r.out) || '.', 'server.mjs')}`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
