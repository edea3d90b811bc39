import type { Me, TokenClaims } from '@app/schema';
import { ROLE } from '@app/schema/constants';
import { MOCK_STAFF } from './moderation-seed.ts';
import { mockToken } from './token.ts';

export const MOCK_LOGIN = { email: 'player@example.com', password: 'Passw0rd1' } as const;

/** The anonymous player a first visit gets. */
export function anonymousMe(overrides: Partial<Me> = {}): Me {
  return {
    _id: 'player-anon-1',
    email: null,
    mainEmail: null,
    mainEmailVerified: false,
    subscribeStarEmail: null,
    token: mockToken(),
    requireLogin: false,
    loggedIn: false,
    tier: 0,
    role: 0,
    tags: {},
    tosConsent: false,
    ccbillAvailable: true,
    subscribeStarAvailable: true,
    ccbillTier: null,
    ccbillExp: null,
    subscriptionId: null,
    patreonTier: null,
    patreonExp: null,
    subscribeStarTier: null,
    subscribeStarExp: null,
    customMessagesLeft: 0,
    suspendedUntil: null,
    warning: null,
    ...overrides,
  };
}

/** A signed-in e-mail player with a verified address and a live VIP subscription through SubscribeStar. */
export function loggedInMe(overrides: Partial<Me> = {}): Me {
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  return anonymousMe({
    _id: 'player-mail-1',
    email: MOCK_LOGIN.email,
    mainEmail: MOCK_LOGIN.email,
    mainEmailVerified: true,
    subscribeStarEmail: MOCK_LOGIN.email,
    loggedIn: true,
    tier: 2,
    tosConsent: true,
    tags: { 'girls-set': 'true', girls: 'true', futas: 'false', language: 'en' },
    subscribeStarTier: 2,
    subscribeStarExp: inAMonth,
    customMessagesLeft: 25,
    token: mockToken({
      user: 'player-mail-1',
      loggedIn: true,
      tier: 2,
      tosConsent: true,
      tags: { 'girls-set': 'true', girls: 'true', futas: 'false', language: 'en' },
    }),
    ...overrides,
  });
}

/** A moderator or an admin of the console: signed in, free tier, the role in the token. */
export function staffMe(kind: keyof typeof MOCK_STAFF): Me {
  const { id, email, role } = MOCK_STAFF[kind];
  const tags = { 'girls-set': 'true', girls: 'true', futas: 'false', language: 'en' };
  return loggedInMe({
    _id: id,
    email,
    mainEmail: email,
    subscribeStarEmail: null,
    subscribeStarTier: null,
    subscribeStarExp: null,
    tier: 0,
    role,
    customMessagesLeft: 0,
    token: mockToken({ user: id, loggedIn: true, tier: 0, role, tosConsent: true, tags }),
  });
}

/** The profile auth.me answers for a token's claims: staff by their role, the signed-in player, or an anonymous one. */
export function meOfClaims(claims: Partial<TokenClaims> | null): Me {
  if (claims?.loggedIn && (claims.role ?? 0) >= ROLE.admin) return staffMe('admin');
  if (claims?.loggedIn && (claims.role ?? 0) >= ROLE.moderator) return staffMe('moderator');
  if (claims?.loggedIn) return loggedInMe();
  if (claims?.user)
    return anonymousMe({
      _id: claims.user,
      token: mockToken({ ...claims }),
      tags: claims.tags ?? {},
      tosConsent: Boolean(claims.tosConsent),
    });
  return anonymousMe();
}
