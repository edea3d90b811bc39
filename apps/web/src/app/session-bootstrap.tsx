import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@app/ui';
import { i18n } from '../i18n/i18n.ts';
import { configureMissingStrings } from '../i18n/missing-strings.ts';
import { ROLE } from '@app/schema/constants';
import { useMe } from '../lib/me.ts';
import { isSignInPath } from '../lib/paths.ts';
import { useSession, type Session } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { openLocationLogin } from '../lib/dialogs/index.ts';
import { MediaVariantsProvider } from '../lib/media-image.tsx';

/**
 * The same player's tier or role changed on the server since the stored token was signed (an operator's
 * grant, a moderator's promotion, a payment while away): the fresh token from auth.me replaces it, so the
 * pages that read the session show it. Another player's answer (a login raced it) never does.
 */
function changedOnServer(fresh: { _id: string; tier: number; role: number }, session: Session): boolean {
  return fresh._id === session.userId && (fresh.tier !== session.tier || fresh.role !== session.role);
}

/** Gets a player: a first visit without a token calls auth.me, which creates an anonymous player and answers its token. */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const session = useSession();
  const utils = trpc.useUtils();
  // The sign-in callback page gets its player from the hand-off: no anonymous player, no location modal first.
  const handoff = isSignInPath(useLocation().pathname);
  const me = useMe(!handoff);

  // Each answer of auth.me is compared once, when it arrives: a token stored since (a payment's) is newer.
  const compared = useRef<unknown>(null);
  useEffect(() => {
    const fresh = me.data;
    const arrived = fresh !== compared.current;
    compared.current = fresh;
    if (fresh?.token && (!session.token || (arrived && changedOnServer(fresh, session)))) session.setToken(fresh.token);
    if (fresh?.requireLogin) openLocationLogin();
  }, [me.data, session]);

  useEffect(() => {
    // Reporting missing strings is translator tooling; for everyone else a miss is only the English text.
    i18n.options.saveMissing = session.role >= ROLE.translator;
    configureMissingStrings(session.role, (originals) => utils.client.translation.add.mutate({ originals }));
  }, [session.role, utils]);

  if (!handoff && !session.token && me.isPending) return <Spinner full label="Loading" />;
  return <MediaVariantsProvider>{children}</MediaVariantsProvider>;
}
