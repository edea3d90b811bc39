import { randomUUID } from 'node:crypto';
import type { Player } from '../services/players.ts';
import type { Tx } from './tiers.ts';

export type Platform = 'patreon' | 'subscribestar';

export interface PlatformSignIn {
  platform: Platform;
  remoteId: string;
  /** The player named by the OAuth state: linked when it has no account on this platform yet. */
  statePlayer: Player | null;
  language?: string;
  subscribeStarEmail?: string | null;
}

const byRemote = (platform: Platform, remoteId: string) =>
  platform === 'patreon' ? { patreonId: remoteId } : { subscribeStarId: remoteId };

/**
 * The player a platform sign-in lands on: the one already linked to the platform account, else the
 * state's player (linked now, progress kept), else a new player.
 */
export async function signInByPlatform(
  tx: Tx,
  p: PlatformSignIn,
): Promise<{ userId: string; how: 'existing' | 'linked' | 'created' }> {
  const email =
    p.platform === 'subscribestar' && p.subscribeStarEmail ? { subscribeStarEmail: p.subscribeStarEmail } : {};
  const existing = await tx.user.findUnique({ where: byRemote(p.platform, p.remoteId), select: { id: true } });
  if (existing) {
    if (Object.keys(email).length) await tx.user.update({ where: { id: existing.id }, data: email });
    return { userId: existing.id, how: 'existing' };
  }
  if (p.statePlayer) {
    const row = await tx.user.findUnique({
      where: { id: p.statePlayer.id },
      select: { patreonId: true, subscribeStarId: true },
    });
    const taken = p.platform === 'patreon' ? row?.patreonId : row?.subscribeStarId;
    if (row && !taken) {
      await tx.user.update({
        where: { id: p.statePlayer.id },
        data: { ...byRemote(p.platform, p.remoteId), ...email },
      });
      return { userId: p.statePlayer.id, how: 'linked' };
    }
  }
  const id = randomUUID();
  await tx.user.create({ data: { id, ...byRemote(p.platform, p.remoteId), ...email, language: p.language ?? 'en' } });
  return { userId: id, how: 'created' };
}
