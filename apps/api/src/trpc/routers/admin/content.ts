import { contentReloadSchema, contentViewSchema } from '@app/schema';
import { router } from '../../init.ts';
import { contentView, reloadContent } from '../../../services/content/index.ts';
import { consoleActor } from './actor.ts';
import { manageProcedure, readProcedure } from './procedures.ts';

/** The loaded content pack: its characters, languages and problems (moderators); reload it (admins). */
export const contentRouter = router({
  view: readProcedure
    .output(contentViewSchema)
    .query(({ ctx }) => contentView(ctx.app.db.prisma, { modelConfigured: ctx.app.game.model !== null })),
  reload: manageProcedure
    .output(contentReloadSchema)
    .mutation(({ ctx }) => reloadContent(ctx.app, consoleActor(ctx.player))),
});
