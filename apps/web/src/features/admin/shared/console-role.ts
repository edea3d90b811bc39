import { CONSOLE_ROLE } from '@app/schema';
import { useMe } from '../../../lib/me.ts';

export interface ConsoleRole {
  /** The signed-in moderator's or admin's own player id. */
  id: string | null;
  role: number;
  /** Resolves reports, warns, suspends, bans and lifts (moderators and admins). */
  canModerate: boolean;
  /** Grants and revokes tiers, resets progress, sets roles (admins): hidden from moderators, refused by the server. */
  canManage: boolean;
}

/** What the signed-in console user may do, from their profile (auth.me, already loaded by the console's shell). */
export function useConsoleRole(): ConsoleRole {
  const me = useMe().data;
  const role = me?.role ?? 0;
  return {
    id: me?._id ?? null,
    role,
    canModerate: role >= CONSOLE_ROLE.moderate,
    canManage: role >= CONSOLE_ROLE.manage,
  };
}
