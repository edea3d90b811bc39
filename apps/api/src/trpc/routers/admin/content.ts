import { contentReloadSchema, contentViewSchema } from '@app/schema';
import { router } from '../../init.ts';
import { notImplemented } from '../../../errors.ts';
import { manageProcedure, readProcedure } from './procedures.ts';

/** The loaded content pack: its characters, languages and problems (moderators); reload it (admins). */
export const contentRouter = router({
  view: readProcedure.output(contentViewSchema).query(notImplemented),
  reload: manageProcedure.output(contentReloadSchema).mutation(notImplemented),
});
