import type { AppServices } from '../../app-services.ts';
import { utcDay } from '../../db/raw.ts';
import { AppError } from '../../errors.ts';
import type { Player } from '../players.ts';
import { tokensOfDay } from './usage.ts';

/**
 * The daily fair-use ceiling (MODEL_DAILY_TOKENS, per tier): a player who used that many model tokens
 * today gets no more FreeStyle turns until the next UTC day. Only when a model answers FreeStyle.
 */
export async function refuseOverTokenCeiling(app: AppServices, player: Pick<Player, 'id' | 'tier'>): Promise<void> {
  if (!app.game.model) return;
  const ceiling = app.config.MODEL_DAILY_TOKENS[player.tier] ?? 0;
  if (ceiling <= 0) return;
  const used = await tokensOfDay(app.db.sql, player.id, utcDay(app.now()));
  if (used >= ceiling) throw new AppError('TOO_MANY_REQUESTS', { key: 'tier.tokenCeiling', params: {} }, 'quota');
}
