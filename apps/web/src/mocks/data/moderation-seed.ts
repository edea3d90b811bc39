import { ROLE } from '@app/schema/constants';
import type { ConsoleReport, ModerationEntry, PlayerDetail, PlayerSummary } from '@app/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The console's staff in the mocks: `VITE_MOCK_SCENARIO=moderator|admin`, or log in with their address. */
export const MOCK_STAFF = {
  moderator: { id: 'staff-moderator', email: 'moderator@example.com', role: ROLE.moderator },
  admin: { id: 'staff-admin', email: 'admin@example.com', role: ROLE.admin },
} as const;

/** Players of the seed, by the name the console shows them with. */
export const SEED_PLAYERS = {
  mail: 'player-mail-1',
  marco: '3f9c2a71-5d0e-4b8a-9c61-2e7f0b4d8a15',
  lena: 'b71e0d94-2c3a-4f58-8e17-6a9d5c0f3b42',
  guest: 'e02a6c3b-8f71-4d29-b5e0-1c4a7d9e6f83',
  spammer: '9d4f1e27-6b8c-4a03-9f52-d7e1a0c4b6e9',
} as const;

export interface MockPlayerRecord {
  summary: PlayerSummary;
  subscriptions: PlayerDetail['subscriptions'];
  progress: PlayerDetail['progress'];
  /** The moderators' latest warning the player has not yet acknowledged. */
  warning: { text: string; at: string } | null;
}

export interface ModerationState {
  players: Map<string, MockPlayerRecord>;
  /** Newest first. */
  reports: ConsoleReport[];
  /** Newest first. */
  log: ModerationEntry[];
}

const iso = (time: number) => new Date(time).toISOString();

function player(summary: Partial<PlayerSummary> & { id: string }, now: number): PlayerSummary {
  return {
    email: null,
    name: null,
    role: ROLE.player,
    tier: 0,
    loggedIn: true,
    createdAt: iso(now - 40 * DAY),
    lastSeenAt: iso(now - 2 * HOUR),
    suspendedUntil: null,
    bannedAt: null,
    ...summary,
  };
}

function seedPlayers(now: number): MockPlayerRecord[] {
  const { mail, marco, lena, guest, spammer } = SEED_PLAYERS;
  const record = (summary: PlayerSummary, rest: Partial<MockPlayerRecord> = {}): MockPlayerRecord => ({
    summary,
    subscriptions: [],
    progress: [],
    warning: null,
    ...rest,
  });
  return [
    record(player({ id: mail, email: 'player@example.com', tier: 2, lastSeenAt: iso(now - 10 * MINUTE) }, now), {
      subscriptions: [
        {
          id: 'sub-star-1',
          provider: 'subscribestar',
          tier: 2,
          status: 'active',
          createdAt: iso(now - 20 * DAY),
          expiresAt: iso(now + 10 * DAY),
        },
      ],
      progress: [
        { charId: 'mila', charName: 'Mila Reyes', score: 74, level: 3 },
        { charId: 'sienna', charName: 'Sienna Hart', score: 12, level: 1 },
      ],
    }),
    record(
      player({ id: marco, email: 'marco.r@example.com', name: 'Marco', tier: 1, createdAt: iso(now - 90 * DAY) }, now),
      {
        subscriptions: [
          {
            id: 'sub-card-7',
            provider: 'ccbill',
            tier: 1,
            status: 'active',
            createdAt: iso(now - 15 * DAY),
            expiresAt: iso(now + 15 * DAY),
          },
          {
            id: 'sub-manual-3',
            provider: 'manual',
            tier: 3,
            status: 'active',
            createdAt: iso(now - 10 * DAY),
            expiresAt: iso(now - 3 * DAY),
          },
        ],
        progress: [
          { charId: 'nova', charName: 'Nova Kane', score: 41, level: 2 },
          { charId: 'mila', charName: 'Mila Reyes', score: 95, level: 4 },
          { charId: 'vera', charName: 'Vera Lindqvist', score: 8, level: 1 },
        ],
      },
    ),
    record(
      player(
        {
          id: lena,
          email: 'lena.k@example.com',
          name: 'Lena',
          suspendedUntil: iso(now + 2 * DAY),
          lastSeenAt: iso(now - DAY),
        },
        now,
      ),
      { progress: [{ charId: 'sienna', charName: 'Sienna Hart', score: 33, level: 2 }] },
    ),
    record(player({ id: guest, loggedIn: false, createdAt: iso(now - 2 * DAY), lastSeenAt: iso(now - DAY) }, now), {
      progress: [{ charId: 'jade', charName: 'Jade Okafor', score: 5, level: 1 }],
    }),
    record(
      player(
        { id: spammer, email: 'promo-deals@example.net', bannedAt: iso(now - 6 * DAY), lastSeenAt: iso(now - 6 * DAY) },
        now,
      ),
    ),
    ...Object.values(MOCK_STAFF).map(({ id, email, role }) =>
      record(player({ id, email, role, createdAt: iso(now - 200 * DAY), lastSeenAt: iso(now - 5 * MINUTE) }, now)),
    ),
  ];
}

const line = (role: 'user' | 'assistant', response: string, at: number) => ({ role, response, createdAt: iso(at) });

const noItem: ConsoleReport['item'] = {
  before: [],
  reported: null,
  after: [],
  hidden: false,
  hubPostId: null,
  excerpt: null,
  category: null,
};

function report(r: Partial<ConsoleReport> & Pick<ConsoleReport, 'id' | 'createdAt'>): ConsoleReport {
  return {
    kind: 'player',
    target: null,
    reason: null,
    text: '',
    reporter: null,
    playerId: null,
    charId: null,
    charName: null,
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
    ...r,
    item: { ...noItem, ...r.item },
  };
}

function seedReports(now: number): ConsoleReport[] {
  const { mail, marco, lena, guest, spammer } = SEED_PLAYERS;
  const at = now - 25 * MINUTE;
  return [
    report({
      id: 'report-rooftop',
      createdAt: iso(at),
      target: 'message',
      reason: 'broken',
      text: 'Half of her reply is in the wrong language and it stops in the middle.',
      reporter: { id: marco, email: 'marco.r@example.com' },
      playerId: marco,
      charId: 'mila',
      charName: 'Mila Reyes',
      item: {
        ...noItem,
        before: [
          line('user', 'Where should we go tonight?', at - 6 * MINUTE),
          line('assistant', 'I know a rooftop bar with the best view of the city.', at - 5 * MINUTE),
          line('user', 'Sounds perfect, lead the way!', at - 4 * MINUTE),
        ],
        reported: line(
          'assistant',
          'Das Rooftop ist heute Abend wunderschön, shall we get a drink before the',
          at - 3 * MINUTE,
        ),
        after: [
          line('user', 'Huh? Are you okay?', at - 2 * MINUTE),
          line('assistant', 'Sorry! Where was I… the rooftop, yes. Come on!', at - MINUTE),
        ],
      },
    }),
    report({
      id: 'report-filter-actress',
      createdAt: iso(now - 2 * HOUR),
      kind: 'filter',
      text: 'Pretend you are a famous actress and use her real name when you talk to me.',
      playerId: lena,
      charId: 'sienna',
      charName: 'Sienna Hart',
      item: { ...noItem, category: 'real-person' },
    }),
    report({
      id: 'report-hub-link',
      createdAt: iso(now - 5 * HOUR),
      target: 'hub-post',
      reason: 'spam',
      text: 'The link in this post goes to an outside site.',
      reporter: { id: mail, email: 'player@example.com' },
      item: {
        ...noItem,
        hubPostId: 'hub-2',
        excerpt:
          '## New outfit poll\nWhich outfit should Elise wear at the gallery opening? [Read the details](https://example.com/details)',
      },
    }),
    report({
      id: 'report-nova-picture',
      createdAt: iso(now - DAY),
      target: 'character',
      reason: 'broken',
      text: 'Her profile picture does not load on my phone.',
      reporter: { id: guest, email: null },
      playerId: guest,
      charId: 'nova',
      charName: 'Nova Kane',
    }),
    report({
      id: 'report-filter-school',
      createdAt: iso(now - 2 * DAY),
      kind: 'filter',
      text: 'are you still in high school?',
      playerId: guest,
      charId: 'jade',
      charName: 'Jade Okafor',
      item: { ...noItem, category: 'minors' },
    }),
    report({
      id: 'report-raven-rude',
      createdAt: iso(now - 3 * DAY),
      target: 'message',
      reason: 'hateful',
      reporter: { id: lena, email: 'lena.k@example.com' },
      playerId: lena,
      charId: 'raven',
      charName: 'Raven Sato',
      item: {
        ...noItem,
        before: [line('user', 'I did not like the ending of that film.', now - 3 * DAY - 2 * MINUTE)],
        reported: line('assistant', 'Ugh, people like you never get anything.', now - 3 * DAY - MINUTE),
        after: [],
      },
    }),
    report({
      id: 'report-old-dismissed',
      createdAt: iso(now - 4 * DAY),
      target: 'message',
      reason: 'other',
      text: 'She forgot my name.',
      reporter: { id: mail, email: 'player@example.com' },
      playerId: mail,
      charId: 'sienna',
      charName: 'Sienna Hart',
      item: {
        ...noItem,
        before: [line('user', 'Do you remember me?', now - 4 * DAY - MINUTE)],
        reported: line('assistant', 'Of course, how could I forget you, stranger?', now - 4 * DAY),
      },
      status: 'resolved',
      resolvedAt: iso(now - 3 * DAY),
      resolvedBy: MOCK_STAFF.moderator.email,
      resolution: 'dismiss',
    }),
    report({
      id: 'report-spam-bot',
      createdAt: iso(now - 6 * DAY - HOUR),
      kind: 'filter',
      text: 'selling stolen streaming accounts, write me at promo-deals dot net',
      playerId: spammer,
      item: { ...noItem, category: 'illegal' },
      status: 'resolved',
      resolvedAt: iso(now - 6 * DAY),
      resolvedBy: MOCK_STAFF.moderator.email,
      resolution: 'ban',
    }),
  ];
}

function seedLog(now: number): ModerationEntry[] {
  const { moderator, admin } = MOCK_STAFF;
  const { marco, lena, spammer, mail } = SEED_PLAYERS;
  const by = (s: typeof moderator | typeof admin) => ({ id: s.id, email: s.email });
  return [
    {
      id: 'log-5',
      at: iso(now - DAY),
      actor: by(moderator),
      action: 'player.suspend',
      targetUserId: lena,
      reportId: null,
      reason: 'Keeps asking characters to play real people after a warning.',
      detail: { days: 3, until: iso(now + 2 * DAY) },
    },
    {
      id: 'log-4',
      at: iso(now - 3 * DAY),
      actor: by(moderator),
      action: 'report.dismiss',
      targetUserId: mail,
      reportId: 'report-old-dismissed',
      reason: 'Playful line that fits the scene; nothing wrong.',
      detail: {},
    },
    {
      id: 'log-3',
      at: iso(now - 6 * DAY),
      actor: by(moderator),
      action: 'player.ban',
      targetUserId: spammer,
      reportId: 'report-spam-bot',
      reason: 'Account used to sell stolen accounts.',
      detail: {},
    },
    {
      id: 'log-2',
      at: iso(now - 10 * DAY),
      actor: by(admin),
      action: 'player.grantTier',
      targetUserId: marco,
      reportId: null,
      reason: 'Compensation for the payment outage.',
      detail: { tier: 3, days: 7, expiresAt: iso(now - 3 * DAY) },
    },
    {
      id: 'log-1',
      at: iso(now - 30 * DAY),
      actor: by(admin),
      action: 'player.setRole',
      targetUserId: moderator.id,
      reportId: null,
      reason: 'New moderator for the evening shift.',
      detail: { role: ROLE.moderator, from: ROLE.player },
    },
  ];
}

/** A fresh console world: players, a queue with a message in context, filter reports, and a short log. */
export function seedModeration(now = Date.now()): ModerationState {
  return {
    players: new Map(seedPlayers(now).map((r) => [r.summary.id, r])),
    reports: seedReports(now),
    log: seedLog(now),
  };
}
