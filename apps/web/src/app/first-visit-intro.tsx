import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session.ts';

const WelcomeIntro = lazy(async () => ({ default: (await import('../features/preferences/index.ts')).WelcomeIntro }));

/** The first session's introduction: once the terms are accepted, until the player has chosen who to meet. */
export function FirstVisitIntro() {
  const session = useSession();
  return session.tosConsent && !session.tags['girls-set'] ? (
    <Suspense fallback={null}>
      <WelcomeIntro />
    </Suspense>
  ) : null;
}
