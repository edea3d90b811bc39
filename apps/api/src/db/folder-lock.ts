import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename } from 'node:path';

/** The data folder is held by another live process (or another open database of this one). */
export class FolderLockedError extends Error {}

/** What the lock file says about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The holder's command (main.js, admin.ts...), for the message. */
  command: string;
  since: string;
  /** Tells this holder's file from another's with the same pid (a container's PID 1 after a restart). */
  nonce: string;
}

export interface FolderLock {
  file: string;
  release(): void;
}

/** The holder touches its lock this often; a lock from another machine is stale after STALE_MS without a touch. */
const HEARTBEAT_MS = 10_000;
const STALE_MS = 30_000;
/** Lock files this process holds (a second open of the same folder in one process is refused too). */
const heldHere = new Set<string>();

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readHolder(file: string): { holder: LockHolder | null; text: string; ageMs: number } | null {
  try {
    const text = readFileSync(file, 'utf8');
    const ageMs = Date.now() - statSync(file).mtimeMs;
    try {
      return { holder: JSON.parse(text) as LockHolder, text, ageMs };
    } catch {
      return { holder: null, text, ageMs };
    }
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Whether the holder still runs. On this machine its process id answers (a dead one is stale at once);
 * a holder with our own process id is us only if this process took the lock (a container's PID 1 that
 * restarted is not). A holder on another machine (a shared volume) is alive while it keeps touching
 * the file.
 */
function holderAlive(file: string, holder: LockHolder | null, ageMs: number): boolean {
  if (!holder || typeof holder.pid !== 'number') return ageMs < STALE_MS;
  if (holder.host !== hostname()) return ageMs < STALE_MS;
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return code(error) === 'EPERM';
  }
}

function lockedMessage(folder: string, file: string, holder: LockHolder | null): string {
  const who = holder
    ? `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`} (${holder.command}, since ${holder.since})`
    : 'another process';
  return (
    `The embedded database in ${folder} is in use by ${who}: PGlite allows one process at a time. ` +
    `Stop that process first (the server, or an admin command), or run both on a PostgreSQL server (DATABASE_URL). ` +
    `If no such process runs any more, delete ${file}.`
  );
}

function writeNew(file: string, text: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, text);
  try {
    // a hard link appears whole or not at all, and never replaces a file another process created
    linkSync(temp, file);
    return true;
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

/** Removes a stale lock only if it is still the very file judged stale (another process may have taken over meanwhile). */
function removeStale(file: string, staleText: string): void {
  const moved = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, moved);
  } catch (error) {
    if (code(error) === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(moved, 'utf8') !== staleText) {
    // a fresh lock someone took meanwhile: put it back
    try {
      linkSync(moved, file);
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
  }
  unlinkSync(moved);
}

/**
 * Takes the lock of a data folder: `<folder>.lock`, holding this process's id, host and command. A
 * live holder makes it throw FolderLockedError naming that process; a stale lock (its process gone)
 * is taken over. The lock is touched every 10 s while held and removed by release() or at exit.
 */
export function lockFolder(folder: string): FolderLock {
  const file = `${folder}.lock`;
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command: basename(process.argv[1] ?? process.argv0),
    since: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  const text = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; ; attempt++) {
    let created: boolean;
    try {
      created = writeNew(file, text);
    } catch (error) {
      if (code(error) === 'EACCES' || code(error) === 'EROFS' || code(error) === 'EPERM') {
        throw new Error(
          `The data folder ${folder} cannot be written (${code(error)}): set DATA_DIR to a writable folder`,
          { cause: error },
        );
      }
      throw error;
    }
    if (created) break;
    const current = readHolder(file);
    if (!current) continue;
    if (holderAlive(file, current.holder, current.ageMs) || attempt >= 3)
      throw new FolderLockedError(lockedMessage(folder, file, current.holder));
    removeStale(file, current.text);
  }
  heldHere.add(file);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // the file is gone (deleted by hand): the next start takes the folder anyway
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    if (!heldHere.delete(file)) return;
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return { file, release };
}
