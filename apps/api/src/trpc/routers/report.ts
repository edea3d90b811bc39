import { z } from 'zod';
import { myReportsSchema, reportInputSchema } from '@app/schema';
import { playerProcedure, router } from '../init.ts';
import { fileReport, myReports } from '../../services/moderation/player-reports.ts';

/** In-app reports: a player reports a character message, a character or a hub post, and follows its status. */
export const reportRouter = router({
  create: playerProcedure
    .input(reportInputSchema)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => fileReport(ctx.app.db.prisma, ctx.player.id, input, ctx.app.now())),
  mine: playerProcedure.output(myReportsSchema).query(({ ctx }) => myReports(ctx.app.db.prisma, ctx.player.id)),
});
