import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@app/ui/theme.css';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { takeTokenFromAddress } from './lib/session.ts';

async function start() {
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('./mocks/browser.ts');
    await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  }
  takeTokenFromAddress();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  );
}

void start();
