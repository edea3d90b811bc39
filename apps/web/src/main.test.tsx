import { act, screen } from '@testing-library/react';
import type * as ReactDomClient from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { currentSession, refreshSession } from './lib/session.ts';
import { mockToken } from './mocks/data/token.ts';

const roots = vi.hoisted(() => [] as ReactDomClient.Root[]);
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  // The app's root, kept so the test can unmount what main.tsx mounted.
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => roots[roots.push(client.createRoot(...args)) - 1]!,
  };
});

/**
 * Session fixation: a link carrying someone else's token (`?token=`) used to replace the session of
 * whoever opened it. Sign-ins now arrive only through the /signin hand-off (a one-use code bound to the
 * browser that ran the round trip); a `?token=` on any page is ignored.
 */
it('a ?token= in the address no longer changes the stored session', async () => {
  const victim = mockToken({
    user: 'player-victim',
    loggedIn: true,
    tier: 3,
    tosConsent: true,
    tags: { 'girls-set': 'true' },
  });
  const attacker = mockToken({
    user: 'player-attacker',
    loggedIn: true,
    tosConsent: true,
    tags: { 'girls-set': 'true' },
  });
  localStorage.setItem('token', victim);
  localStorage.setItem('language', 'en');
  refreshSession();
  window.history.replaceState(null, '', `/en/app/home?token=${encodeURIComponent(attacker)}`);
  const element = document.createElement('div');
  element.id = 'root';
  document.body.append(element);

  try {
    // The real start-up, as the browser runs it.
    await import('./main.tsx');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(victim);
    expect(currentSession().userId).toBe('player-victim');
  } finally {
    act(() => roots.forEach((root) => root.unmount()));
    element.remove();
  }
});
