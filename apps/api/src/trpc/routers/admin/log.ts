import { moderationLogInputSchema, moderationLogSchema } from '@app/schema';
import { moderationLog } from '../../../services/moderation/log-entries.ts';
import { readProcedure } from './procedures.ts';

/** The moderation log, newest first (append-only: nothing in the console edits it). */
export const logProcedure = readProcedure
  .input(moderationLogInputSchema)
  .output(moderationLogSchema)
  .query(({ ctx, input }) => moderationLog(ctx.app.db.prisma, input));
