import type { HubPost, Me } from '@app/schema';

const DISMISSED_KEY = 'dismissedCritical';

export function readDismissedCritical(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function dismissCritical(id: string): void {
  localStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...readDismissedCritical(), id])]));
}

type Account = Pick<Me, 'email' | 'mainEmail' | 'mainEmailVerified' | 'subscribeStarEmail'>;

/** Spec §4: a critical notice is suppressed by its tags and the player's e-mail state. */
export function criticalSuppressed(post: HubPost, me: Account | undefined): boolean {
  const hasEmail = Boolean(me?.email || me?.mainEmail || me?.subscribeStarEmail);
  if (post.tags.includes('patreon') && !hasEmail) return true;
  // A player without a main e-mail has nothing to verify.
  if (post.tags.includes('!mainEmailVerified') && (me?.mainEmailVerified || !(me?.mainEmail || me?.email))) return true;
  if (post.tags.includes('!subscribeStarEmail') && me?.subscribeStarEmail) return true;
  return false;
}

/** The first critical notice to show, or null. */
export function criticalToShow(
  posts: readonly HubPost[] | undefined,
  me: Account | undefined,
  dismissed: readonly string[],
): HubPost | null {
  return posts?.find((p) => !dismissed.includes(p._id) && !criticalSuppressed(p, me)) ?? null;
}
