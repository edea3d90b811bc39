import { useSyncExternalStore } from 'react';
import type { HubPost } from '@app/schema';
import { trpc } from './trpc.ts';

const DISMISSED_KEY = 'dismissedNotification';
const listeners = new Set<() => void>();

function readDismissed(): string | null {
  return localStorage.getItem(DISMISSED_KEY);
}

export function dismissHubNotification(postId: string): void {
  localStorage.setItem(DISMISSED_KEY, postId);
  for (const l of listeners) l();
}

/** First line of a hub post's markdown, hash marks removed. */
export function firstLine(markdown: string): string {
  const line = markdown.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.replace(/#/g, '').trim();
}

export interface HubNotification {
  postId: string;
  text: string;
}

/** Spec §4: the newest hub post as a one-line banner unless dismissed or already voted by the player. */
export function hubNotificationOf(
  posts: readonly HubPost[] | undefined,
  dismissed: string | null,
): HubNotification | null {
  if (!posts || posts.length === 0) return null;
  const newest = [...posts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]!;
  if (newest._id === dismissed || newest.votes.length > 0) return null;
  return { postId: newest._id, text: firstLine(newest.descriptionTrans ?? newest.description) };
}

export function useHubNotification(enabled = true): HubNotification | null {
  const dismissed = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readDismissed,
    readDismissed,
  );
  // The banner only decorates the page: a failure shows nothing (the hub list shows its own error).
  const posts = trpc.hub.all.useQuery(undefined, {
    enabled,
    staleTime: 60_000,
    retry: false,
    meta: { errorDialog: false },
  });
  return hubNotificationOf(posts.data, dismissed);
}
