import { chmodSync, unlinkSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { BackupError, restoreBackup, writeBackup } from '../db/backup.ts';

/**
 * The running server's door for the operator's data commands on the embedded database, which one
 * process owns (db/folder-lock.ts): `pnpm admin backup` and `restore`, and the other operator commands
 * (set-role, grant-tier, reports…), ask the server through a Unix socket in the data folder. Only who may open the data folder's files may connect (the socket is
 * 0600, the folder the server's own), and nothing of it is reachable over the network.
 */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Runs one `pnpm admin` command line in the server's process (the embedded database is its alone). */
export type AdminCommandRunner = (argv: string[]) => Promise<{ code: number; output: string }>;

/** An `/admin` request's command line: a JSON list of strings, at most this many bytes. */
const MAX_COMMAND_BYTES = 1_000_000;

class CommandLineError extends Error {}

async function commandLine(req: IncomingMessage): Promise<string[]> {
  let text = '';
  for await (const chunk of req) {
    text += (chunk as Buffer).toString('utf8');
    if (text.length > MAX_COMMAND_BYTES) throw new CommandLineError('The command line is too long');
  }
  let argv: unknown;
  try {
    argv = JSON.parse(text);
  } catch {
    argv = undefined;
  }
  if (!Array.isArray(argv) || argv.some((a) => typeof a !== 'string'))
    throw new CommandLineError('The command line must be a JSON list of strings');
  return argv as string[];
}

export async function openAdminSocket(
  dataDir: string,
  db: Database,
  log: Logger,
  runCommand?: AdminCommandRunner,
): Promise<AdminSocket | undefined> {
  const path = adminSocketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    log.warn({ path }, 'the data folder path is too long for the admin socket: backups need the server stopped');
    return undefined;
  }
  // We hold the data folder's lock, so a socket file left here is a dead process's.
  try {
    unlinkSync(path);
  } catch {
    // none
  }
  const server: Server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === 'POST' && req.url === '/backup') {
          res.writeHead(200, { 'content-type': 'application/gzip' });
          const header = await writeBackup(db, res);
          log.info({ tables: header.tables }, 'backup written through the admin socket');
        } else if (req.method === 'POST' && req.url === '/restore') {
          const summary = await restoreBackup(db, req, req.headers['x-backup-name']?.toString() ?? 'The file');
          log.warn(
            { tables: summary.tables, createdAt: summary.createdAt },
            'database restored from a backup through the admin socket',
          );
          answer(res, 200, summary);
        } else if (req.method === 'POST' && req.url === '/admin' && runCommand) {
          const argv = await commandLine(req);
          const result = await runCommand(argv);
          log.info({ command: argv[0], code: result.code }, 'admin command run through the admin socket');
          answer(res, 200, result);
        } else {
          answer(res, 404, { error: 'Not found' });
        }
      } catch (error) {
        req.resume();
        if (error instanceof BackupError) return answer(res, 400, { error: error.message, cause: 'backup' });
        if (error instanceof CommandLineError) return answer(res, 400, { error: error.message, cause: 'command' });
        log.error({ err: error }, 'admin socket command failed');
        answer(res, 500, { error: (error as Error).message });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    path,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      try {
        unlinkSync(path);
      } catch {
        // gone already
      }
    },
  };
}

/** A request to a running server's admin socket; the answer's status and body stream. */
export function adminRequest(
  path: string,
  url: string,
  body?: NodeJS.ReadableStream,
  headers: Record<string, string> = {},
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, method: 'POST', path: url, headers }, resolve);
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}
