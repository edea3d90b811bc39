import type { HubPost } from '@app/schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export function hubPostFactory(overrides: Partial<HubPost> = {}): HubPost {
  return {
    _id: 'hub-1',
    postId: 'hub-1',
    description: '# Next date location\nWhere should Mila take you on your next date? Vote below!',
    descriptionTrans: null,
    tags: [],
    options: ['Rooftop bar', 'Beach at sunset', 'Jazz club'],
    votes: [],
    tally: [30, 10, 0],
    endTimestamp: Date.now() + 2 * DAY + 3 * HOUR,
    critical: false,
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    ...overrides,
  };
}

export function mockHubPosts(): HubPost[] {
  return [
    hubPostFactory(),
    hubPostFactory({
      _id: 'hub-2',
      postId: 'hub-2',
      description:
        '## New outfit poll\nWhich outfit should Elise wear at the gallery opening? Results decide the next art drop. [Read the details](https://example.com/details) or [open your account](/app/profile/me?t={token}).',
      options: ['Red evening dress', 'Black suit', 'Summer dress'],
      tally: [12, 12, 6],
      endTimestamp: Date.now() - DAY,
      createdAt: new Date(Date.now() - 5 * DAY).toISOString(),
    }),
  ];
}

export function mockCriticalPosts(): HubPost[] {
  return [
    hubPostFactory({
      _id: 'critical-1',
      postId: 'critical-1',
      description: '**Please verify your e-mail** so you keep access to your subscription.',
      options: [],
      tally: [],
      tags: ['!mainEmailVerified'],
      critical: true,
    }),
  ];
}
