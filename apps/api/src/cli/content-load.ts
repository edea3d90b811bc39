import { DEMO_PACK_DIR } from '@app/content';
import { cliPath, openCliApp, runCli } from './cli-app.ts';
import { contentLoad } from './admin-commands.ts';

// pnpm content:load [dir]: validates a pack folder (the demo pack when none is given) and loads it.
runCli(async () => {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (process.argv.includes('--help')) {
    console.log('Usage: pnpm content:load [dir]   validate and load a content pack folder (default: the demo pack)');
    return 0;
  }
  const built = await openCliApp();
  try {
    const result = await contentLoad(built.app.db.prisma, built.app.now(), arg ? cliPath(arg) : DEMO_PACK_DIR);
    (result.code === 0 ? console.log : console.error)(result.output);
    return result.code;
  } finally {
    await built.close();
  }
});
