import type { Tags, Tier } from '@app/schema';
import { epochMs, rawQuery, type Reader } from '../db/raw.ts';

/** The player as every permission check sees it: read from the database, never from the token. */
export interface Player {
  id: string;
  email: string | null;
  emailVerified: boolean;
  loggedIn: boolean;
  role: number;
  tier: Tier;
  tags: Tags;
  language: string;
  tosConsent: boolean;
  tokenVersion: number;
  /** Epoch ms: the end of a moderator's suspension (may be past: see services/moderation/standing.ts). */
  suspendedUntil: number | null;
  /** Epoch ms when moderators closed the account, else null. */
  bannedAt: number | null;
}

export interface LiveSubscription {
  tier: number;
  expiresAt: Date;
  status: string;
}

/** Tier = the highest tier among subscriptions whose expiry is in the future (revoked ones excluded). */
export function liveTier(subscriptions: LiveSubscription[], now: number): Tier {
  let tier = 0;
  for (const s of subscriptions) {
    if (s.status !== 'revoked' && s.expiresAt.getTime() > now && s.tier > tier) tier = s.tier;
  }
  return Math.min(tier, 3) as Tier;
}

/** Prisma stores DateTime as UTC wall time in `timestamp(3)`: compare with a UTC wall-time literal, whatever the driver's zone. */
export const utcWallTime = (ms: number) => new Date(ms).toISOString().replace('Z', '');

/** The player with the expiries of its live subscriptions: the tier follows the clock without a new read. */
export interface PlayerRecord extends Omit<Player, 'tier'> {
  subscriptions: { tier: number; expiresAt: number }[];
}

// The user and its subscriptions that are live now, in one round trip (the cache computes the tier at each use).
const PLAYER_RECORD_COLUMNS = `u."id", u."email", u."emailVerified", u."role", u."tokenVersion", u."tags", u."language", u."tosConsent",
         (u."passwordHash" IS NOT NULL OR u."patreonId" IS NOT NULL OR u."subscribeStarId" IS NOT NULL) AS "loggedIn",
         ${epochMs('u."suspendedUntil"')} AS "suspendedUntil", ${epochMs('u."bannedAt"')} AS "bannedAt",
         coalesce((SELECT json_agg(json_build_object('tier', s."tier", 'expiresAt', (extract(epoch FROM s."expiresAt") * 1000)::float8))
                     FROM "Subscription" s
                    WHERE s."userId" = u."id" AND s."expiresAt" > $2::timestamp(3) AND s."status" <> 'revoked'), '[]'::json) AS "subscriptions"`;
const PLAYER_RECORD_SQL = `SELECT ${PLAYER_RECORD_COLUMNS} FROM "User" u WHERE u."id" = $1`;
// A login's one read: the account by its (normalised) e-mail, its password hash and the record its token is made of.
const LOGIN_SQL = `SELECT u."passwordHash", ${PLAYER_RECORD_COLUMNS} FROM "User" u WHERE u."email" = $1`;

interface PlayerRecordRow {
  id: string;
  email: string | null;
  emailVerified: boolean;
  role: number;
  tokenVersion: number;
  tags: unknown;
  language: string;
  tosConsent: boolean;
  loggedIn: boolean;
  suspendedUntil: number | null;
  bannedAt: number | null;
  subscriptions: { tier: number; expiresAt: number }[] | string;
}

const epochOrNull = (value: number | null) => (value === null ? null : Math.round(Number(value)));

export async function loadPlayerRecord(db: Reader, userId: string, now: number): Promise<PlayerRecord | null> {
  const user = (await rawQuery<PlayerRecordRow>(db, PLAYER_RECORD_SQL, [userId, utcWallTime(now)], 'player_record'))[0];
  return user ? recordOf(user) : null;
}

/** The account an e-mail login names, with its password hash (null for a platform-only account). */
export async function loadLogin(
  db: Reader,
  email: string,
  now: number,
): Promise<{ passwordHash: string | null; record: PlayerRecord } | null> {
  const user = (
    await rawQuery<PlayerRecordRow & { passwordHash: string | null }>(
      db,
      LOGIN_SQL,
      [email, utcWallTime(now)],
      'login_account',
    )
  )[0];
  return user ? { passwordHash: user.passwordHash, record: recordOf(user) } : null;
}

function recordOf(user: PlayerRecordRow): PlayerRecord {
  const subscriptions =
    typeof user.subscriptions === 'string'
      ? (JSON.parse(user.subscriptions) as PlayerRecord['subscriptions'])
      : user.subscriptions;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    loggedIn: user.loggedIn,
    role: Number(user.role),
    tags: (user.tags ?? {}) as Tags,
    language: user.language,
    tosConsent: user.tosConsent,
    tokenVersion: Number(user.tokenVersion),
    suspendedUntil: epochOrNull(user.suspendedUntil),
    bannedAt: epochOrNull(user.bannedAt),
    // Epoch milliseconds come back as float8; rounding keeps an expiry exact to the millisecond.
    subscriptions: subscriptions.map((s) => ({ tier: Number(s.tier), expiresAt: Math.round(Number(s.expiresAt)) })),
  };
}

/** The player at `now`: subscriptions that expired since the record was read no longer count. */
export function playerAt(record: PlayerRecord, now: number): Player {
  const { subscriptions, ...rest } = record;
  let tier = 0;
  for (const s of subscriptions) if (s.expiresAt > now && s.tier > tier) tier = s.tier;
  return { ...rest, tier: Math.min(tier, 3) as Tier };
}

/**
 * The player as permission checks see it, read from the database. `db` is Prisma (also inside a
 * transaction) or the plain driver, which the per-request check uses to skip Prisma's overhead.
 */
export async function loadPlayer(db: Reader, userId: string, now: number): Promise<Player | null> {
  const record = await loadPlayerRecord(db, userId, now);
  return record && playerAt(record, now);
}
