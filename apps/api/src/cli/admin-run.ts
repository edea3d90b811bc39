import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configuredPackDir } from '@app/content';
import type { Db } from '../db/client.ts';
import { cliPath } from './cli-path.ts';
import { CommandError, grantTier, hubClose, hubCreate, listReports, resolveReport, setRole } from './admin-commands.ts';
import { contentLoad, importCard, type PackContext } from './content-commands.ts';
import { listUsage } from './usage-command.ts';

export const ADMIN_HELP = `Operator commands (pnpm admin <command> from the repository root; same configuration and database as the server):

  grant-tier <userIdOrEmail> <tier 1-3> <days>     give a tier for some days (a "manual" subscription)
  set-role <userIdOrEmail> <role>                  0 player, 10 translator, 50 moderator, 100 admin
  hub-create --text <markdown> --options a,b,c --days 7 [--critical] [--tags t1,t2]
             [--trans es=<markdown>]... [--trans-file trans.json]
                                                   new hub post (a critical one is a notice; options optional);
                                                   --ends-in-days is the same as --days; tags: patreon,
                                                   !mainEmailVerified, !subscribeStarEmail (quote the "!")
  hub-close <id>                                   end a hub post's vote now
  reports [--all]                                  open reports (--all: resolved ones too)
  usage [days] [limit]                             top spenders of model tokens over the last days (1, 20)
  resolve-report <id>                              mark a report resolved
  content-load [--force] [--replace]               validate the configured pack (CONTENT_DIR or the demo),
                                                   draw its placeholder art and load it; --force: even if
                                                   unchanged; --replace: switch from another pack on purpose
  import-card <card.png|card.json|card.charx> --age <18+> [--id <id>] [--pack <dir>] [--gender girl|futa] [--tier 0-3] [--force]
                                                   write characters/<id>.json from a character card (V2/V3, PNG, JSON, CHARX)
  backup <file>                                    a consistent backup of every table (gzip'd), also while the
                                                   server runs (PGlite: the server writes it through DATA_DIR/admin.sock)
  restore <file>                                   replace every table's rows with a backup's, in one transaction;
                                                   a file that is not a backup (or of another migration) changes nothing
  migrate-to-postgres <postgresql://...>           copy the embedded database under DATA_DIR to an empty PostgreSQL
                                                   database (migrations applied there first), checked by row counts;
                                                   stop the server first
  --help                                           this text

With the embedded database (no DATABASE_URL) PGlite allows one process at a time (DATA_DIR/pglite.lock names
it): while the server runs, the commands run inside it through DATA_DIR/admin.sock; content-load,
import-card and migrate-to-postgres need the server stopped.`;

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  text: { type: 'string' },
  options: { type: 'string' },
  days: { type: 'string' },
  'ends-in-days': { type: 'string' },
  critical: { type: 'boolean' },
  tags: { type: 'string' },
  trans: { type: 'string', multiple: true },
  'trans-file': { type: 'string' },
  all: { type: 'boolean' },
  force: { type: 'boolean' },
  replace: { type: 'boolean' },
  age: { type: 'string' },
  id: { type: 'string' },
  pack: { type: 'string' },
  gender: { type: 'string' },
  tier: { type: 'string' },
} as const;

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** `--trans es=<text>` (repeatable) and `--trans-file` ({ "es": "<text>" }), the flags winning over the file. */
function translations(pairs: string[] | undefined, file: string | undefined): Record<string, string> {
  let trans: Record<string, string> = {};
  if (file) {
    try {
      trans = JSON.parse(readFileSync(cliPath(file), 'utf8')) as Record<string, string>;
    } catch (error) {
      throw new CommandError(`--trans-file ${file}: ${(error as Error).message}`);
    }
    if (
      !trans ||
      typeof trans !== 'object' ||
      Array.isArray(trans) ||
      Object.values(trans).some((v) => typeof v !== 'string')
    )
      throw new CommandError(`--trans-file ${file}: must be a JSON object of language code to text`);
  }
  for (const pair of pairs ?? []) {
    const at = pair.indexOf('=');
    if (at < 1 || pair.slice(at + 1).trim() === '')
      throw new CommandError(`--trans needs <language>=<text>, got "${pair}"`);
    trans[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  return trans;
}

/** Runs one command line against a database; answers the exit code and what to print. */
export async function runAdmin(
  database: Db | null,
  now: number,
  argv: string[],
  ctx: PackContext = { packDir: configuredPackDir() },
): Promise<{ code: number; output: string }> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return { code: 1, output: `${(error as Error).message}\n\n${ADMIN_HELP}` };
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || !command) return { code: command || values.help ? 0 : 1, output: ADMIN_HELP };
  // Only import-card runs without a database (it writes files); every other command needs one.
  if (!database && command !== 'import-card') return { code: 1, output: `"${command}" needs the database` };
  const db = database!;
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
        return { code: 0, output: await setRole(db, args[0]!, args[1], now) };
      case 'hub-create': {
        if (values.days !== undefined && values['ends-in-days'] !== undefined)
          throw new CommandError('Give --days or --ends-in-days, not both');
        const days = Number(values.days ?? values['ends-in-days'] ?? 7);
        const trans = translations(values.trans, values['trans-file']);
        const created = await hubCreate(db, now, {
          text: values.text ?? '',
          options: list(values.options),
          days,
          critical: values.critical ?? false,
          tags: list(values.tags),
          trans,
        });
        return { code: 0, output: created.output };
      }
      case 'hub-close':
        need(1, 'hub-close <id>');
        return { code: 0, output: await hubClose(db, now, args[0]!) };
      case 'reports':
        return { code: 0, output: await listReports(db, values.all ?? false) };
      case 'usage':
        return { code: 0, output: await listUsage(db, now, args[0], args[1]) };
      case 'resolve-report':
        need(1, 'resolve-report <id>');
        return { code: 0, output: await resolveReport(db, now, args[0]!) };
      case 'content-load':
        return contentLoad(db, now, ctx, {
          dir: args[0] === undefined ? undefined : cliPath(args[0]),
          force: values.force,
          replace: values.replace,
        });
      case 'import-card':
        need(1, 'import-card <card.png|card.json|card.charx> --age <18 or over> [--id <id>] [--pack <dir>]');
        return importCard(ctx, {
          file: cliPath(args[0]!),
          age: values.age,
          id: values.id,
          pack: values.pack === undefined ? undefined : cliPath(values.pack),
          gender: values.gender,
          tier: values.tier,
          force: values.force,
        });
      default:
        return { code: 1, output: `Unknown command "${command}"\n\n${ADMIN_HELP}` };
    }
  } catch (error) {
    if (error instanceof CommandError) return { code: 1, output: error.message };
    throw error;
  }
}
