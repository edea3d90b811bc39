import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@app/ui';
import { i18n } from '../i18n/i18n.ts';
import { configureMissingStrings } from '../i18n/missing-strings.ts';
import { ROLE } from '@app/schema/constants';
import { useMe } from '../lib/me.ts';
import { isSignInPath } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { openLocationLogin } from '../lib/dialogs/index.ts';

/** Gets a player: a first visit without a token calls auth.me, which creates an anonymous player and answers its token. */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const session = useSession();
  const utils = trpc.useUtils();
  // The sign-in callback page gets its player from the hand-off: no anonymous player, no location modal first.
  const handoff = isSignInPath(useLocation().pathname);
  const me = useMe(!handoff);

  useEffect(() => {
    if (me.data && !session.token && me.data.token) session.setToken(me.data.token);
    if (me.data?.requireLogin) openLocationLogin();
  }, [me.data, session]);

  useEffect(() => {
    // Reporting missing strings is translator tooling; for everyone else a miss is only the English text.
    i18n.options.saveMissing = session.role >= ROLE.translator;
    configureMissingStrings(session.role, (originals) => utils.client.translation.add.mutate({ originals }));
  }, [session.role, utils]);

  if (!handoff && !session.token && me.isPending) return <Spinner full label="Loading" />;
  return <>{children}</>;
}
