import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@app/ui';
import { PreferencesOverlay } from '../features/preferences/index.ts';
import { heroHidden, isChatPath } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { BottomNav } from './bottom-nav.tsx';
import { useCriticalNotice } from './critical-notice.ts';
import { Header } from './header.tsx';
import { LangGuard } from './lang-guard.tsx';
import { ReportButton } from './report-button.tsx';
import { SideNav } from './side-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import './shell.css';

// Markdown rendering loads only when a critical notice is to be shown.
const CriticalModal = lazy(async () => ({ default: (await import('./critical-modal.tsx')).CriticalModal }));

/**
 * The app shell: on phones and tablets a header on top and the bottom bar; on a desktop a navigation rail
 * at the start side. One <main> holds the page.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const session = useSession();
  const desktop = useIsDesktop();
  const chat = isChatPath(pathname);
  // One modal at a time: the critical notice waits until the preferences are saved.
  const critical = useCriticalNotice(session.tosConsent && Boolean(session.tags['girls-set']));
  return (
    <LangGuard>
      {heroHidden(pathname) ? null : <div className="hero-bg" aria-hidden="true" data-testid="hero" />}
      <SkipLink />
      <div className={['shell', 'shell--app', desktop ? 'shell--desktop' : 'shell--mobile', chat ? 'shell--chat' : null].filter(Boolean).join(' ')}>
        {desktop ? <SideNav /> : <Header report={chat} />}
        <main id={MAIN_ID} tabIndex={-1} className="shell-main">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        {desktop ? null : <BottomNav />}
        {/* Spec: bottom right, top right on chat pages (there the phone's header holds it). */}
        {chat ? (desktop ? <ReportButton place="floating" /> : null) : <ReportButton place="corner" />}
      </div>
      {critical.post ? (
        <Suspense fallback={null}>
          <CriticalModal post={critical.post} onOk={critical.dismiss} />
        </Suspense>
      ) : null}
      {session.tosConsent && !session.tags['girls-set'] ? <PreferencesOverlay /> : null}
    </LangGuard>
  );
}
