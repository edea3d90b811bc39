import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { refreshSession } from '../lib/session.ts';
import { server } from './server.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  refreshSession();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
