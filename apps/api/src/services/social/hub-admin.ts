import { randomBytes } from 'node:crypto';
import { findMinorCodedWording } from '@app/content';
import { HUB_NOTICE_TAGS, LANGUAGES, type ConsoleHubPost } from '@app/schema';
import type { Db } from '../../db/client.ts';
import { writeLog, type Actor } from '../moderation/log.ts';
import { tallyOf } from './hub.ts';
import { asStringList } from './visibility.ts';

const DAY_MS = 86_400_000;

/** An operator's new hub post: a vote, or a critical notice (options optional) shown to the players its tags pick. */
export interface HubPostDraft {
  /** Markdown in English. */
  text: string;
  options: string[];
  /** Days until the vote ends (fractions allowed). */
  days: number;
  critical: boolean;
  tags?: string[];
  /** The text in other languages, by language code. */
  trans?: Record<string, string>;
}

/** Which text of a draft holds refused wording. */
export type HubTextPart = { of: 'text' } | { of: 'option'; index: number } | { of: 'trans'; language: string };

/** Why a draft is refused; the command line and the console each say it in their own words. */
export type HubPostProblem =
  | { kind: 'text' }
  | { kind: 'days' }
  | { kind: 'options' }
  | { kind: 'tag'; tag: string }
  | { kind: 'language'; language: string }
  | { kind: 'wording'; part: HubTextPart; word: string };

export class HubPostRefused extends Error {
  readonly problem: HubPostProblem;

  constructor(problem: HubPostProblem) {
    super(`hub post refused: ${problem.kind}`);
    this.problem = problem;
  }
}

/** The first thing wrong with a draft, or null. Minor-coded wording is refused in every language. */
export function hubPostProblem(draft: HubPostDraft): HubPostProblem | null {
  if (draft.text.trim() === '') return { kind: 'text' };
  if (!Number.isFinite(draft.days) || draft.days <= 0 || draft.days > 3650) return { kind: 'days' };
  if (!draft.critical && draft.options.length < 2) return { kind: 'options' };
  for (const tag of draft.tags ?? [])
    if (!(HUB_NOTICE_TAGS as readonly string[]).includes(tag)) return { kind: 'tag', tag };
  for (const language of Object.keys(draft.trans ?? {}))
    if (language === 'en' || !(LANGUAGES as readonly string[]).includes(language))
      return { kind: 'language', language };
  const texts: [HubTextPart, string][] = [
    [{ of: 'text' }, draft.text],
    ...draft.options.map((o, index): [HubTextPart, string] => [{ of: 'option', index }, o]),
    ...Object.entries(draft.trans ?? {}).map(([language, t]): [HubTextPart, string] => [{ of: 'trans', language }, t]),
  ];
  for (const [part, text] of texts) {
    const word = findMinorCodedWording(text);
    if (word) return { kind: 'wording', part, word };
  }
  return null;
}

/** Creates the post and its moderation log entry together; throws HubPostRefused for a bad draft. */
export async function createHubPost(
  db: Db,
  now: number,
  actor: Actor,
  draft: HubPostDraft,
): Promise<{ id: string; end: Date }> {
  const problem = hubPostProblem(draft);
  if (problem) throw new HubPostRefused(problem);
  const id = `hub-${randomBytes(5).toString('hex')}`;
  const end = new Date(now + Math.round(draft.days * DAY_MS));
  await db.$transaction(async (tx) => {
    await tx.hubPost.create({
      data: {
        id,
        description: draft.text,
        descriptionTrans: draft.trans ?? {},
        options: draft.options,
        tags: draft.tags ?? [],
        critical: draft.critical,
        createdAt: new Date(now),
        endTimestamp: end,
      },
    });
    await writeLog(tx, actor, { action: 'hub.create', detail: { id, critical: draft.critical } }, now);
  });
  return { id, end };
}

/**
 * Ends the vote now (the post stays, shown as ended; a critical notice stops showing), logged with it.
 * False when there is no such post. The hub reads the database on every request, so players see it at once.
 */
export async function closeHubPost(db: Db, now: number, actor: Actor, id: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const post = await tx.hubPost.findUnique({ where: { id }, select: { endTimestamp: true, closedAt: true } });
    if (!post) return false;
    await tx.hubPost.update({
      where: { id },
      data: {
        closedAt: post.closedAt ?? new Date(now),
        endTimestamp: new Date(Math.min(post.endTimestamp.getTime(), now)),
      },
    });
    await writeLog(tx, actor, { action: 'hub.close', detail: { id } }, now);
    return true;
  });
}

/** Every hub post, newest first, with its tally as the hub shows it (seeded score included) and its voters. */
export async function consoleHubPosts(db: Db): Promise<ConsoleHubPost[]> {
  const [posts, sums, voters] = await Promise.all([
    db.hubPost.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    db.hubVote.groupBy({ by: ['postId', 'option'], _sum: { score: true } }),
    db.hubVote.groupBy({ by: ['postId'], _count: { _all: true } }),
  ]);
  return posts.map((p) => {
    const options = asStringList(p.options);
    const mine = sums.filter((s) => s.postId === p.id).map((s): [number, number] => [s.option, s._sum.score ?? 0]);
    return {
      id: p.id,
      description: p.description,
      descriptionTrans: stringRecord(p.descriptionTrans),
      options,
      tags: asStringList(p.tags),
      critical: p.critical,
      createdAt: p.createdAt.toISOString(),
      endTimestamp: p.endTimestamp.toISOString(),
      closedAt: p.closedAt?.toISOString() ?? null,
      tally: tallyOf(options, p.seedTally, mine),
      voters: voters.find((v) => v.postId === p.id)?._count._all ?? 0,
    };
  });
}

const stringRecord = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};
