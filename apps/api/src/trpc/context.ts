import type { Logger } from 'pino';
import type { AppServices } from '../app-services.ts';
import { requestLog, type RequestInfo } from '../request.ts';
import type { TokenCheck } from '../services/tokens.ts';

export interface Context {
  app: AppServices;
  req: RequestInfo;
  token: TokenCheck;
  /** Log through this: every line carries the request id (reqId). */
  log: Logger;
}

export async function createContext(app: AppServices, req: RequestInfo): Promise<Context> {
  return { app, req, token: await app.tokens.check(req.token), log: requestLog(app, req) };
}
