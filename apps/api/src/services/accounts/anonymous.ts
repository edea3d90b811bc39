import { randomUUID } from 'node:crypto';
import { languageSchema } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import type { RequestInfo } from '../../request.ts';
import { tooManyRequests } from '../../errors.ts';
import { addressKey } from '../limiter.ts';

/** A user row with no e-mail: the visitor's player until sign-up upgrades the same row. */
export async function createAnonymousPlayer(app: AppServices, req: RequestInfo): Promise<string> {
  // ANON_RATE_LIMIT a minute per address: enough for a crowd behind one NAT, not for filling the database.
  if (!(await app.limiter.hit(`anon:ip:${addressKey(req.ip)}`, app.config.ANON_RATE_LIMIT, 60_000))) {
    throw tooManyRequests('rate.newSessions', 60);
  }
  const language = languageSchema.safeParse(req.language);
  const id = randomUUID();
  await app.db.prisma.user.create({
    data: { id, language: language.success ? language.data : 'en', lastSeenAt: new Date(app.now()) },
  });
  return id;
}
