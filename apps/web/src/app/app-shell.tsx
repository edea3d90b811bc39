import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@app/ui';
import { heroHidden, isChatPath } from '../lib/paths.ts';
import { useMe } from '../lib/me.ts';
import { useSession } from '../lib/session.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { BottomNav } from './bottom-nav.tsx';
import { useCriticalNotice } from './critical-notice.ts';
import { Header } from './header.tsx';
import { HubBanner } from './hub-banner.tsx';
import { FirstVisitIntro } from './first-visit-intro.tsx';
import { LangGuard } from './lang-guard.tsx';
import { useNavItems } from './nav-tabs.tsx';
import { SuspensionNotice, WarningDialog } from './moderation-notices.tsx';
import { ReportButton } from '../lib/report-button.tsx';
import { SideNav } from './side-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import './shell.css';
import './shell-placement.css';

// Markdown rendering loads only when a critical notice is to be shown.
const CriticalModal = lazy(async () => ({ default: (await import('./critical-modal.tsx')).CriticalModal }));
// The introduction shows once, to a new player: it loads only then.

/**
 * The app shell: on phones and tablets a header on top and the bottom bar; on a desktop a navigation rail
 * at the start side. One <main> holds the page.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const session = useSession();
  const desktop = useIsDesktop();
  const chat = isChatPath(pathname);
  // One modal at a time: the critical notice waits until the preferences are saved and a warning is read.
  const warned = Boolean(useMe().data?.warning);
  const critical = useCriticalNotice(session.tosConsent && Boolean(session.tags['girls-set']) && !warned);
  const { items, notification } = useNavItems();
  return (
    <LangGuard>
      {heroHidden(pathname) ? null : <div className="hero-bg" aria-hidden="true" data-testid="hero" />}
      <SkipLink />
      <div
        className={['shell', 'shell--app', desktop ? 'shell--desktop' : 'shell--mobile', chat ? 'shell--chat' : null]
          .filter(Boolean)
          .join(' ')}
      >
        {/* A phone's chat has one header, its own (with the Report button); other phone pages hold Report in the site's header. */}
        {desktop ? <SideNav /> : chat ? null : <Header report />}
        {!desktop && !chat && notification ? <HubBanner notification={notification} /> : null}
        <SuspensionNotice />
        <main id={MAIN_ID} tabIndex={-1} className="shell-main">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        {desktop ? null : <BottomNav items={items} />}
        {/* Spec: bottom right, top right on chat pages. On a phone a floating button covered captions and switches: it sits in the header there. */}
        {desktop ? <ReportButton place={chat ? 'floating' : 'corner'} /> : null}
      </div>
      {critical.post ? (
        <Suspense fallback={null}>
          <CriticalModal post={critical.post} onOk={critical.dismiss} />
        </Suspense>
      ) : null}
      <FirstVisitIntro />
      <WarningDialog />
    </LangGuard>
  );
}
