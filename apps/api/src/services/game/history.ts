import type { ChatMessage, InboxItem } from '@app/schema';
import type { Db } from '../../db/client.ts';

/** How many messages an empty "start" message answers, so the page can show the conversation. */
export const START_HISTORY = 40;

export interface StoredMessage {
  id: bigint;
  role: string;
  response: string;
  responseTrans: string | null;
  createdAt: Date;
}

export function toChatMessage(m: StoredMessage): ChatMessage {
  return {
    role: m.role === 'user' ? 'user' : 'assistant',
    response: m.response,
    responseTrans: m.responseTrans,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The newest `limit` messages of one game, oldest first (a line the moderators hid is left out). */
export async function recentMessages(
  db: Db,
  userId: string,
  charId: string,
  gameType: string,
  limit: number,
): Promise<StoredMessage[]> {
  const rows = await db.message.findMany({
    where: { userId, charId, gameType, hidden: false },
    orderBy: { id: 'desc' },
    take: limit,
    select: { id: true, role: true, response: true, responseTrans: true, createdAt: true },
  });
  return rows.reverse();
}

/** Messages after `afterId` and before the newest `keep`, oldest first (what leaves the prompt window). */
export async function olderMessages(
  db: Db,
  userId: string,
  charId: string,
  gameType: string,
  afterId: bigint,
  beforeId: bigint,
): Promise<StoredMessage[]> {
  return db.message.findMany({
    where: { userId, charId, gameType, hidden: false, id: { gt: afterId, lt: beforeId } },
    orderBy: { id: 'asc' },
    take: 200,
    select: { id: true, role: true, response: true, responseTrans: true, createdAt: true },
  });
}

interface InboxRow {
  charId: string;
  response: string;
  responseTrans: string | null;
  createdAt: Date;
  name: string;
  images: string;
}

/** One row per character the player talked with in the chat game: the last message, newest first. */
export async function inboxOf(db: Db, userId: string): Promise<InboxItem[]> {
  const rows = await db.$queryRaw<InboxRow[]>`
    SELECT last."charId", last."response", last."responseTrans", last."createdAt", c."name", c."images"
    FROM (
      SELECT DISTINCT ON (m."charId") m."charId", m."response", m."responseTrans", m."createdAt", m."id"
      FROM "Message" m
      WHERE m."userId" = ${userId} AND m."gameType" = 'chat' AND m."hidden" = false
      ORDER BY m."charId", m."id" DESC
    ) last
    JOIN "Character" c ON c."id" = last."charId" AND c."inPack" = true
    ORDER BY last."id" DESC`;
  return rows.map((r) => ({
    _id: r.charId,
    name: r.name,
    image: r.images.split('|')[0] ?? '',
    message: r.response,
    messageTrans: r.responseTrans,
    updatedAt: new Date(r.createdAt).toISOString(),
  }));
}
