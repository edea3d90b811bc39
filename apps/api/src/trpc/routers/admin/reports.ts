import { okSchema, reportListInputSchema, reportListSchema, resolveReportInputSchema } from '@app/schema';
import { router } from '../../init.ts';
import { notImplemented } from '../../../errors.ts';
import { moderateProcedure, readProcedure } from './procedures.ts';

/** The reports queue: what was reported, in context, and its resolution (each one logged). */
export const reportsRouter = router({
  list: readProcedure.input(reportListInputSchema).output(reportListSchema).query(notImplemented),
  resolve: moderateProcedure.input(resolveReportInputSchema).output(okSchema).mutation(notImplemented),
});
