import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@fontsource-variable/inter/wght.css';
import '@app/ui/theme.css';
import './global.css';
import { ROLE } from '@app/schema/constants';
import { i18n } from '../i18n/i18n.ts';
import { currentSession } from '../lib/session.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

/** Starts the whole app in #root: on every page but a first load of the landing, which starts it on demand. */
export async function startApp(): Promise<void> {
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('../mocks/browser.ts');
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
