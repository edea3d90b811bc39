import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';
import { LangGuard } from './lang-guard.tsx';
import { ReportButton } from '../lib/report-button.tsx';
import { MAIN_ID } from './skip-link.tsx';
import './shell.css';

const WelcomeIntro = lazy(async () => ({ default: (await import('../features/preferences/index.ts')).WelcomeIntro }));

/** The game shell: the chat alone (no header or bottom bar); language redirect and spinner come from the root. */
export function GameShell() {
  const session = useSession();
  return (
    <LangGuard>
      <div className="shell shell--game">
        <main id={MAIN_ID} tabIndex={-1} className="shell-main">
          <Outlet />
        </main>
        <ReportButton place="floating" />
      </div>
      {session.tosConsent && !session.tags['girls-set'] ? (
        <Suspense fallback={null}>
          <WelcomeIntro />
        </Suspense>
      ) : null}
    </LangGuard>
  );
}
