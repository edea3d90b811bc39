import { ADMIN_HELP, runAdmin } from './admin-run.ts';
import { cliDataConfig, cliPack, openCliApp, runCli } from './cli-app.ts';
import { runDataCommand, runThroughServer } from './data-commands.ts';

// pnpm admin <command>: see ADMIN_HELP.
runCli(async () => {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(ADMIN_HELP);
    return argv.length === 0 ? 1 : 0;
  }
  // A card import writes files only: it runs beside a server that holds the embedded database.
  if (argv[0] === 'import-card') {
    const result = await runAdmin(null, Date.now(), argv, cliPack());
    (result.code === 0 ? console.log : console.error)(result.output);
    return result.code;
  }
  // Whole-database commands open the database themselves (or ask the running server that holds it).
  const data = await runDataCommand(cliDataConfig, argv);
  if (data) {
    (data.code === 0 ? console.log : console.error)(data.output);
    return data.code;
  }
  const built = await openCliApp().catch(async (error: unknown) => {
    // A running server holds the embedded database: the command runs in it, through its admin socket.
    const viaServer = await runThroughServer(cliDataConfig(), argv, error);
    (viaServer.code === 0 ? console.log : console.error)(viaServer.output);
    return viaServer.code;
  });
  if (typeof built === 'number') return built;
  try {
    const result = await runAdmin(built.app.db.prisma, built.app.now(), argv, built.pack);
    (result.code === 0 ? console.log : console.error)(result.output);
    return result.code;
  } finally {
    await built.close();
  }
});
