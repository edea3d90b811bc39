import type { AppServices } from '../../app-services.ts';
import { tooManyRequests } from '../../errors.ts';

const MINUTE = 60_000;

/**
 * Chat turns (and restarts) a player may send a minute: far above a person clicking replies, which
 * the character's typing delays hold to a few a minute, and far below a script's hundreds a second.
 */
export async function throttleTurns(app: AppServices, playerId: string): Promise<void> {
  const key = `turns:${playerId}`;
  if (await app.limiter.hit(key, app.config.CHAT_RATE_LIMIT, MINUTE)) return;
  const { resetInMs } = await app.limiter.peek(key);
  throw tooManyRequests('rate.messages', Math.max(1, Math.ceil(resetInMs / 1000)));
}
