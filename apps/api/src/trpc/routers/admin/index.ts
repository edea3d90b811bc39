import { router } from '../../init.ts';
import { contentRouter } from './content.ts';
import { dashboardProcedure } from './dashboard.ts';
import { consoleHubRouter } from './hub.ts';
import { logProcedure } from './log.ts';
import { playersRouter } from './players.ts';
import { reportsRouter } from './reports.ts';

/** The operator's console (/{lang}/admin): moderators (role 50+) and admins (100) only, checked on every call. */
export const adminRouter = router({
  dashboard: dashboardProcedure,
  reports: reportsRouter,
  log: logProcedure,
  players: playersRouter,
  hub: consoleHubRouter,
  content: contentRouter,
});
