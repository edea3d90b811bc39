import { dashboardSchema } from '@app/schema';
import { notImplemented } from '../../../errors.ts';
import { readProcedure } from './procedures.ts';

/** The dashboard's figures, computed from the database at each call. */
export const dashboardProcedure = readProcedure.output(dashboardSchema).query(notImplemented);
