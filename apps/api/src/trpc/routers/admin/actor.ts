import type { Player } from '../../../services/players.ts';
import type { ConsoleActor } from '../../../services/moderation/sanctions.ts';

/** The console user as the moderation log records them (id and e-mail as they are now) with their role. */
export const consoleActor = (player: Player): ConsoleActor => ({
  id: player.id,
  email: player.email,
  role: player.role,
});
