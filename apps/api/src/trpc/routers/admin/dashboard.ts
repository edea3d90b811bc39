import { dashboardSchema } from '@app/schema';
import { MAIL_JOB } from '../../../jobs/runner.ts';
import { tierPricesCents } from '../../../payments/tiers.ts';
import { dashboardFigures } from '../../../services/moderation/dashboard.ts';
import { readProcedure } from './procedures.ts';

/** The dashboard's figures, computed from the database at each call. */
export const dashboardProcedure = readProcedure.output(dashboardSchema).query(({ ctx }) =>
  dashboardFigures(ctx.app.db.prisma, ctx.app.db.sql, {
    now: ctx.app.now(),
    pricesCents: tierPricesCents(ctx.app.config),
    currency: 'USD',
    mailJob: MAIL_JOB,
  }),
);
