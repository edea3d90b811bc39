import { useState } from 'react';
import type { HubPost } from '@app/schema';
import { criticalToShow, dismissCritical, readDismissedCritical } from '../lib/critical.ts';
import { useMe } from '../lib/me.ts';
import { trpc } from '../lib/trpc.ts';

/**
 * The critical notice to show now (hub.critical), or null, and how to dismiss it. Kept apart from the modal
 * so the markdown renderer loads only when a notice is actually shown.
 */
export function useCriticalNotice(enabled: boolean): { post: HubPost | null; dismiss: () => void } {
  const me = useMe();
  const critical = trpc.hub.critical.useQuery(undefined, {
    enabled,
    staleTime: 300_000,
    retry: false,
    meta: { errorDialog: false },
  });
  const [dismissed, setDismissed] = useState(readDismissedCritical);
  const post = enabled && me.isSuccess ? criticalToShow(critical.data, me.data, dismissed) : null;
  const dismiss = () => {
    if (post) dismissCritical(post._id);
    setDismissed(readDismissedCritical());
  };
  return { post, dismiss };
}
