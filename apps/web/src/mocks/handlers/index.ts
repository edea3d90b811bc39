import type { HttpHandler } from 'msw';
import { batchSplitter, missingProcedure } from '../trpc.ts';
import { handlers as auth } from './auth.ts';
import { handlers as user } from './user.ts';
import { handlers as hub } from './hub.ts';
import { handlers as translation } from './translation.ts';
import { handlers as character } from './character.ts';
import { handlers as feed } from './feed.ts';
import { handlers as message } from './message.ts';
import { handlers as site } from './site.ts';
import { handlers as payments } from './payments.ts';
import { handlers as report } from './report.ts';
import { handlers as adminModeration } from './admin-moderation.ts';
import { handlers as adminOperations } from './admin-operations.ts';

export const handlers: HttpHandler[] = [
  ...auth,
  ...user,
  ...hub,
  ...translation,
  ...character,
  ...feed,
  ...message,
  ...site,
  ...payments,
  ...report,
  ...adminModeration,
  ...adminOperations,
  batchSplitter,
  missingProcedure,
];
