import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const API_DIR = join(import.meta.dirname, '..');

export interface ApiProcess {
  /** The real server process (src/main.ts, run by Node's own type stripping). */
  server: ChildProcess;
  url: string;
  /** Its stdout and stderr so far. */
  output: () => string;
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
  /** Runs `pnpm admin <argv>` with the server's settings. */
  admin: (...argv: string[]) => SpawnSyncReturns<string>;
}

export interface ApiProcessOptions {
  /** Settings over the test defaults (CONTENT_AUTOLOAD, CHAT_RATE_LIMIT...). */
  env?: Record<string, string>;
  /** How the readiness probe fetches: a test under MSW passes one that bypasses the mocks. */
  fetch?: typeof fetch;
  /** The port to listen on (default: a free one). */
  port?: number;
}

/** Starts the real server on PGlite in `dataDir` (on a free port unless given) and waits until it is ready. */
export async function startApiProcess(dataDir: string, opts: ApiProcessOptions = {}): Promise<ApiProcess> {
  const port = opts.port ?? (await freePort());
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    CONTENT_AUTOLOAD: 'false',
    MEDIA_VARIANTS: 'false',
    JWT_SECRET: 'Zq3xV9pL2mW7rT5yB8nK4cF6hJ1sD0gA',
    ...opts.env,
  };
  const server = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('close', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const admin = (...argv: string[]) =>
    spawnSync(process.execPath, ['src/cli/admin.ts', ...argv], {
      cwd: API_DIR,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  try {
    await untilReady(url, server, () => output, opts.fetch);
  } catch (error) {
    if (server.exitCode === null) server.kill('SIGKILL');
    throw error;
  }
  return { server, url, output: () => output, exited, admin };
}

/** Waits until the process at `url` answers /readyz; throws with the end of its output if it exits or takes over four minutes. */
export async function untilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  probe: typeof fetch = fetch,
): Promise<void> {
  for (
    let waited = 0;
    !(await probe(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 200
  ) {
    if (waited > 240_000 || child.exitCode !== null) throw new Error(`no start: ${output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
