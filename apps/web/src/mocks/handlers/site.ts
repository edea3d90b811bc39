import type { HttpHandler } from 'msw';
import { trpcQuery, type OutputOf } from '../trpc.ts';

/** The site configuration the mocks serve: every payment method on, placeholder operator details, the server's default legal settings. */
export function mockSite(overrides: Partial<OutputOf<'site.config'>> = {}): OutputOf<'site.config'> {
  return {
    siteName: 'Velvet Hearts',
    operator: {
      name: 'Mock Operator OÜ',
      address: 'Mock street 1, Tallinn, Estonia',
      registryCode: '12345678',
      jurisdiction: null,
      contact: 'legal@mock.example',
    },
    supportEmail: 'support@mock.example',
    communityUrl: 'https://community.mock.example',
    minimumAge: 18,
    recordsStatement: null,
    copyrightAgent: {
      name: 'Mock Copyright Agent',
      address: 'Mock street 1, Tallinn, Estonia',
      email: 'copyright@mock.example',
    },
    retention: {
      anonymousPlayerDays: 30,
      customMessageCountDays: 7,
      paymentNoticeDays: 90,
      signupLinkHours: 24,
      verifyLinkHours: 168,
      resetLinkHours: 1,
    },
    prices: [
      { tier: 1, usd: 5 },
      { tier: 2, usd: 8 },
      { tier: 3, usd: 14 },
    ],
    payments: { card: true, patreon: true, subscribeStar: true },
    links: {
      cardUnsubscribe: 'https://cards.mock.example/support',
      subscribeStarPage: 'https://star.mock.example/velvet',
      subscribeStarManage: 'https://star.mock.example/manage',
    },
    ...overrides,
  };
}

export const handlers: HttpHandler[] = [
  trpcQuery('site.config', () => mockSite()),
  // Mock mode draws its art on the fly (handlers/media.ts): no variants, every image loads as it is.
  trpcQuery('site.mediaVariants', () => ({ formats: ['avif', 'webp'], images: {} })),
];
