import { isAbsolute, resolve } from 'node:path';

/** A path given on the command line, relative to where the operator typed the command (pnpm sets INIT_CWD). */
export function cliPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
