import { parseArgs } from 'node:util';
import type { Db } from '../db/client.ts';
import { cliPath } from './cli-app.ts';
import { CommandError, contentLoad, grantTier, hubClose, hubCreate, listReports, resolveReport, setRole } from './admin-commands.ts';

export const ADMIN_HELP = `Operator commands (pnpm admin <command> from the repository root; same configuration and database as the server):

  grant-tier <userIdOrEmail> <tier 1-3> <days>     give a tier for some days (a "manual" subscription)
  set-role <userIdOrEmail> <role>                  0 player, 10 translator, 50 moderator, 100 admin
  hub-create --text <markdown> --options a,b,c --days 7 [--critical]
                                                   new hub post (a critical one is a notice; options optional)
  hub-close <id>                                   end a hub post's vote now
  reports [--all]                                  open reports (--all: resolved ones too)
  resolve-report <id>                              mark a report resolved
  content-load <dir>                               validate and load a content pack folder
  --help                                           this text

With the embedded database (no DATABASE_URL) stop the server first: PGlite allows one process at a time.`;

/** Runs one command line against a database; answers the exit code and what to print. */
export async function runAdmin(db: Db, now: number, argv: string[]): Promise<{ code: number; output: string }> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        text: { type: 'string' },
        options: { type: 'string' },
        days: { type: 'string' },
        critical: { type: 'boolean' },
        all: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { code: 1, output: `${(error as Error).message}\n\n${ADMIN_HELP}` };
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || !command) return { code: command || values.help ? 0 : 1, output: ADMIN_HELP };
  const need = (n: number, usage: string) => {
    if (args.length < n) throw new CommandError(`Usage: pnpm admin ${usage}`);
  };
  try {
    switch (command) {
      case 'grant-tier':
        need(3, 'grant-tier <userIdOrEmail> <tier> <days>');
        return { code: 0, output: await grantTier(db, now, args[0]!, args[1], args[2]) };
      case 'set-role':
        need(2, 'set-role <userIdOrEmail> <role>');
        return { code: 0, output: await setRole(db, args[0]!, args[1]) };
      case 'hub-create': {
        const options = (values.options ?? '').split(',').map((o) => o.trim()).filter(Boolean);
        const created = await hubCreate(db, now, { text: values.text ?? '', options, days: Number(values.days ?? 7), critical: values.critical ?? false });
        return { code: 0, output: created.output };
      }
      case 'hub-close':
        need(1, 'hub-close <id>');
        return { code: 0, output: await hubClose(db, now, args[0]!) };
      case 'reports':
        return { code: 0, output: await listReports(db, values.all ?? false) };
      case 'resolve-report':
        need(1, 'resolve-report <id>');
        return { code: 0, output: await resolveReport(db, now, args[0]!) };
      case 'content-load':
        need(1, 'content-load <dir>');
        return contentLoad(db, now, cliPath(args[0]!));
      default:
        return { code: 1, output: `Unknown command "${command}"\n\n${ADMIN_HELP}` };
    }
  } catch (error) {
    if (error instanceof CommandError) return { code: 1, output: error.message };
    throw error;
  }
}
