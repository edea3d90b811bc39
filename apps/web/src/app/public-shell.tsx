import { Outlet, useLocation } from 'react-router';
import { heroHidden } from '../lib/paths.ts';
import { Header } from './header.tsx';
import { LangGuard } from './lang-guard.tsx';
import './shell.css';

export function PublicShell() {
  const { pathname } = useLocation();
  return (
    <LangGuard>
      {heroHidden(pathname) ? null : <div className="hero-bg" aria-hidden="true" data-testid="hero" />}
      <div className="shell shell--public">
        <Header />
        <main className="shell-main">
          <Outlet />
        </main>
      </div>
    </LangGuard>
  );
}
