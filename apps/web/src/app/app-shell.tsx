import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@app/ui';
import { PreferencesOverlay } from '../features/preferences/index.ts';
import { heroHidden } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { BottomNav } from './bottom-nav.tsx';
import { Header } from './header.tsx';
import { LangGuard } from './lang-guard.tsx';
import { ReportButton } from './report-button.tsx';
import './shell.css';

// Markdown rendering stays out of the shell's chunk until a critical notice exists.
const CriticalModal = lazy(async () => ({ default: (await import('./critical-modal.tsx')).CriticalModal }));

export function AppShell() {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <LangGuard>
      {heroHidden(pathname) ? null : <div className="hero-bg" aria-hidden="true" data-testid="hero" />}
      <div className="shell shell--app">
        <Header />
        <main className="shell-main">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <BottomNav />
        <ReportButton />
      </div>
      {/* One modal at a time: the critical notice waits until the preferences are saved. */}
      {session.tosConsent && session.tags['girls-set'] ? (
        <Suspense fallback={null}>
          <CriticalModal />
        </Suspense>
      ) : null}
      {session.tosConsent && !session.tags['girls-set'] ? <PreferencesOverlay /> : null}
    </LangGuard>
  );
}
