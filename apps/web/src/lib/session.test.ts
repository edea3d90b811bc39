import { describe, expect, it } from 'vitest';
import { mockToken } from '../mocks/data/token.ts';
import { currentSession, refreshSession } from './session.ts';

describe('session', () => {
  it('decodes the stored token', () => {
    localStorage.setItem(
      'token',
      mockToken({ user: 'u7', tier: 2, role: 10, loggedIn: true, tags: { futas: 'true' } }),
    );
    refreshSession();
    const s = currentSession();
    expect(s).toMatchObject({ userId: 'u7', tier: 2, role: 10, loggedIn: true });
    expect(s.tags.futas).toBe('true');
    expect(s.token).not.toBeNull();
  });

  it('removes an undecodable token silently', () => {
    localStorage.setItem('token', 'not-a-jwt');
    refreshSession();
    expect(currentSession().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('gives tier 0 and no token when the token has expired', () => {
    localStorage.setItem('token', mockToken({ user: 'u8', tier: 3, expires: Date.now() - 1000, loggedIn: true }));
    refreshSession();
    expect(currentSession()).toMatchObject({ token: null, tier: 0, loggedIn: false, userId: 'u8' });
  });
});
