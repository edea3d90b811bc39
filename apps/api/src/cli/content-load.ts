import { parseArgs } from 'node:util';
import { cliPack, cliPath, openCliApp, runCli } from './cli-app.ts';
import { contentLoad, notConfiguredMessage, samePath } from './content-commands.ts';

const USAGE = `Usage: pnpm content:load [--force] [--replace]

Validates the configured content pack (CONTENT_DIR, or the demo pack when it is unset; a relative
CONTENT_DIR is read from the repository root), draws its placeholder art and loads it.
  --force     load even when the same pack was loaded before
  --replace   switch from another pack on purpose (retires its characters, deletes its posts and likes)
A folder may be named only when it is the configured one: to switch packs, set CONTENT_DIR.`;

// pnpm content:load: the configured pack, the one the server loads at start and serves media from.
runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, force: { type: 'boolean' }, replace: { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const dir = parsed.positionals[0] === undefined ? undefined : cliPath(parsed.positionals[0]);
  // Refused before the database is opened (with PGlite that would need the server stopped first).
  const { packDir } = cliPack();
  if (dir && !samePath(dir, packDir)) {
    console.error(notConfiguredMessage(dir, packDir));
    return 1;
  }
  const built = await openCliApp();
  try {
    const result = await contentLoad(built.app.db.prisma, built.app.now(), built.pack, {
      dir,
      force: parsed.values.force,
      replace: parsed.values.replace,
    });
    (result.code === 0 ? console.log : console.error)(result.output);
    return result.code;
  } finally {
    await built.close();
  }
});
