import { Outlet } from 'react-router';
import { PreferencesOverlay } from '../features/preferences/index.ts';
import { useSession } from '../lib/session.ts';
import { LangGuard } from './lang-guard.tsx';
import { ReportButton } from './report-button.tsx';
import { MAIN_ID } from './skip-link.tsx';
import './shell.css';

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
      {session.tosConsent && !session.tags['girls-set'] ? <PreferencesOverlay /> : null}
    </LangGuard>
  );
}
