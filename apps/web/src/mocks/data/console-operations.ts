import { LANGUAGES } from '@app/schema/constants';
import type { ConsoleHubPost, ContentView, Dashboard } from '@app/schema';
import { demoPack } from './demo-pack.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Player turns in each UTC hour of a believable day: quiet mornings, a late-evening peak. */
const TURNS_BY_UTC_HOUR = [
  412, 388, 301, 214, 139, 96, 81, 94, 128, 171, 203, 236, 262, 281, 297, 318, 356, 402, 468, 537, 604, 652, 611, 503,
];
const TIER_PRICE: Record<number, number> = { 1: 5, 2: 8, 3: 14 };

/** The console's dashboard over a small live site: a year of slow growth, an evening crowd. */
export function mockDashboard(now = Date.now()): Dashboard {
  const hourStart = Math.floor(now / HOUR) * HOUR;
  const turnsPerHour = Array.from({ length: 24 }, (_, i) => {
    const hour = new Date(hourStart - (23 - i) * HOUR);
    return { hour: hour.toISOString(), turns: TURNS_BY_UTC_HOUR[hour.getUTCHours()]! };
  });
  const today = new Date(now);
  const revenueByMonth = Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (11 - i), 1));
    const payers = { 1: 30 + 3 * i, 2: 19 + 2 * i, 3: 5 + Math.round(0.6 * i) };
    const amount = Object.entries(payers).reduce((sum, [tier, n]) => sum + TIER_PRICE[Number(tier)]! * n, 0);
    return { month: month.toISOString().slice(0, 7), amount, currency: 'USD' };
  });
  return {
    players: { today: 182, week: 947, month: 2816 },
    activeChats: 143,
    turnsPerHour,
    payingByTier: [
      { tier: 1, players: 64 },
      { tier: 2, players: 41 },
      { tier: 3, players: 12 },
    ],
    revenueByMonth,
    tokensByTier: [
      { tier: 0, tokens: 1_284_000 },
      { tier: 1, tokens: 842_500 },
      { tier: 2, tokens: 1_967_300 },
      { tier: 3, tokens: 2_410_900 },
    ],
    openReports: 3,
    failedJobs: 0,
    failedMails: 2,
  };
}

/** The demo pack's hub posts as the console lists them after a load a week ago (newest first). */
export function mockConsoleHubPosts(now = Date.now()): ConsoleHubPost[] {
  const loadedAt = now - 7 * DAY;
  return demoPack()
    .hubPosts.map((post, index): ConsoleHubPost => {
      const tally = post.options.map((_, i) => post.seedVotes[i] ?? 0);
      const votes = tally.reduce((a, b) => a + b, 0);
      return {
        id: post.id,
        description: post.description,
        descriptionTrans: post.descriptionTrans ?? {},
        options: post.options,
        tags: post.tags,
        critical: post.critical,
        createdAt: new Date(loadedAt - index * HOUR).toISOString(),
        endTimestamp: new Date(loadedAt + post.endsInDays * DAY).toISOString(),
        closedAt: null,
        tally,
        voters: Math.round(votes / 2.7),
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A content view of the demo pack: the nine characters in all languages, one retired, two problems of the last load. */
export function mockContentView(loadedAt: string): ContentView {
  const pack = demoPack();
  return {
    pack: {
      name: pack.meta.name,
      version: pack.meta.version,
      hash: '9f2c4e1ab37d5086c2e9f41d7a6b03e58c1f92d4b7a05e6c83d1f0a2b4c6e8d1',
      loadedAt,
    },
    characters: [
      ...pack.characters.map((c) => ({
        id: c.id,
        name: c.name,
        age: c.age,
        tier: c.tier,
        inPack: true,
        languages: [...LANGUAGES],
        generic: c.generic,
      })),
      {
        id: 'ivy',
        name: 'Ivy Marsh',
        age: 27,
        tier: 1,
        inPack: false,
        languages: ['en', 'de', 'fr'],
        generic: ['talk.cold', 'blocked', 'freeText.negative'],
      },
    ],
    modelConfigured: true,
    problems: [
      { where: 'i18n/th/characters/nova.json: dialogue.date.warm[2]', message: 'Not translated yet' },
      { where: 'characters/ivy.json', message: 'Missing from the pack: kept for the players who chatted with her' },
    ],
  };
}
