import { Outlet, useLocation } from 'react-router';
import { heroHidden } from '../lib/paths.ts';
import { Header } from './header.tsx';
import { LangGuard } from './lang-guard.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import './shell.css';

export function PublicShell() {
  const { pathname } = useLocation();
  return (
    <LangGuard>
      {heroHidden(pathname) ? null : <div className="hero-bg" aria-hidden="true" data-testid="hero" />}
      <SkipLink />
      <div className="shell shell--public">
        <Header />
        <main id={MAIN_ID} tabIndex={-1} className="shell-main">
          <Outlet />
        </main>
      </div>
    </LangGuard>
  );
}
