import { Outlet } from 'react-router';
import { FirstVisitIntro } from './first-visit-intro.tsx';
import { LangGuard } from './lang-guard.tsx';
import { SuspensionNotice, WarningDialog } from './moderation-notices.tsx';
import { ReportButton } from '../lib/report-button.tsx';
import { MAIN_ID } from './skip-link.tsx';
import './shell.css';

/** The game shell: the chat alone (no header or bottom bar); language redirect and spinner come from the root. */
export function GameShell() {
  return (
    <LangGuard>
      <div className="shell shell--game">
        <SuspensionNotice />
        <main id={MAIN_ID} tabIndex={-1} className="shell-main">
          <Outlet />
        </main>
        <ReportButton place="floating" />
      </div>
      <FirstVisitIntro />
      <WarningDialog />
    </LangGuard>
  );
}
