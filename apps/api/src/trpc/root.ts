import { router } from './init.ts';
import { authRouter } from './routers/auth.ts';
import { userRouter } from './routers/user.ts';
import { characterRouter } from './routers/character.ts';
import { feedRouter } from './routers/feed.ts';
import { hubRouter } from './routers/hub.ts';
import { messageRouter } from './routers/message.ts';
import { translationRouter } from './routers/translation.ts';
import { reportRouter } from './routers/report.ts';
import { paymentsRouter } from '../payments/router.ts';
import { siteRouter } from './routers/site.ts';
import { adminRouter } from './routers/admin/index.ts';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  character: characterRouter,
  feed: feedRouter,
  hub: hubRouter,
  report: reportRouter,
  message: messageRouter,
  translation: translationRouter,
  payments: paymentsRouter,
  site: siteRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
