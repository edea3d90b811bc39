import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { skipMotion } from '@app/ui';
import { polyfillDialog } from '@app/ui/jsdom-dialog';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { refreshSession } from '../lib/session.ts';
import { resetModerationMock } from './data/moderation.ts';
import { resetHubMock } from './handlers/hub.ts';
import { server } from './server.ts';

// Lazy routes load their modules on first use, which is slow in a cold test worker.
configure({ asyncUtilTimeout: 10_000 });
// jsdom runs no real animations: no motion code loads, so dialogs, likes and emojis appear and leave at once.
skipMotion();
// jsdom has no modal <dialog>: showModal, close, Escape's cancel and the focus as a browser does them.
polyfillDialog();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Every test meets the mocks as a new player.
  resetHubMock();
  resetModerationMock();
  localStorage.clear();
  refreshSession();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
