import { okSchema, reportListInputSchema, reportListSchema, resolveReportInputSchema } from '@app/schema';
import { router } from '../../init.ts';
import { reportQueue } from '../../../services/moderation/console-reports.ts';
import { resolveReport } from '../../../services/moderation/resolve-report.ts';
import { announcePlayerChange } from '../../../services/moderation/sanctions.ts';
import { consoleActor } from './actor.ts';
import { moderateProcedure, readProcedure } from './procedures.ts';

/** The reports queue: what was reported, in context, and its resolution (each one logged). */
export const reportsRouter = router({
  list: readProcedure
    .input(reportListInputSchema)
    .output(reportListSchema)
    .query(({ ctx, input }) => reportQueue(ctx.app.db.prisma, input)),
  resolve: moderateProcedure
    .input(resolveReportInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const playerId = await resolveReport(ctx.app.db.prisma, consoleActor(ctx.player), input, ctx.app.now());
      if (playerId) announcePlayerChange(ctx.app, playerId);
      return { ok: true as const };
    }),
});
