import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import '@app/ui/theme.css';
import '../app/global.css';
import { isLanguage, languageOfPath, readStoredLanguage, storeLanguage } from '../lib/language-store.ts';
import { currentSession } from '../lib/session.ts';
import { FirstLanding } from './first-landing.tsx';

/**
 * A first load of the landing page (`/`, `/{lang}`): the page alone, small and quick; the app's code
 * loads when the player goes further. Inside the app the same page is one of its routes.
 */
function start() {
  const { pathname, search, hash } = window.location;
  const language = languageOfPath(pathname);
  if (!language) {
    // as the app does: a known language (stored, else the token's) gets its prefixed path
    const claimed = currentSession().claims?.language;
    const known = readStoredLanguage() ?? (isLanguage(claimed) ? claimed : null);
    if (known) return window.location.replace(`/${known}${search}${hash}`);
  } else storeLanguage(language);

  const root = createRoot(document.getElementById('root')!);
  const openApp = async () => {
    const [{ startApp }, { openLogin }] = await Promise.all([
      import('../app/start-app.tsx'),
      import('../lib/dialogs/login.ts'),
    ]);
    root.unmount();
    await startApp();
    openLogin();
  };
  root.render(
    <StrictMode>
      <FirstLanding language={language ?? 'en'} openApp={() => void openApp()} />
    </StrictMode>,
  );
}

start();
