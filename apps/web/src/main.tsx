import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@fontsource-variable/inter/wght.css';
import '@app/ui/theme.css';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { i18n } from './i18n/i18n.ts';
import { ROLE } from '@app/schema/constants';
import { currentSession } from './lib/session.ts';

async function start() {
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('./mocks/browser.ts');
    await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  }
  // Only translators (role 10+) report missing strings; the session bootstrap keeps this in step.
  i18n.options.saveMissing = currentSession().role >= ROLE.translator;
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  );
}

void start();
