import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_DIR, readPack } from '@app/content';
import type { Tags } from '@app/schema';
import type { Database } from '../src/db/client.ts';
import { loadContentPack } from '../src/services/content/index.ts';
import type { TestServer } from './harness.ts';

const DAY = 86_400_000;

export interface TestCharacter {
  id: string;
  name: string;
  gender: 'girl' | 'futa';
  tier: number;
  age?: number;
  posts: number;
  /** A girl with a futa variant (the template's futa poses kept): shown with the Futas option, futa switch allowed. */
  futaVariant?: boolean;
}

/** Four characters: free girl with many posts, VIP girl, free futa, God Mode girl with a futa variant. */
export const TEST_CHARACTERS: TestCharacter[] = [
  { id: 'ava', name: 'Ava Stone', gender: 'girl', tier: 0, posts: 23 },
  { id: 'bea', name: 'Bea Lane', gender: 'girl', tier: 2, posts: 3 },
  { id: 'cleo', name: 'Cleo Vance', gender: 'futa', tier: 0, posts: 3 },
  { id: 'dana', name: 'Dana Frost', gender: 'girl', tier: 3, posts: 3, futaVariant: true },
];

export interface TestPackOptions {
  /** pack.json's name ("Test pack"): another name is another pack. */
  name?: string;
  /** Keep only the first n poses of each character (fewer placeholder images to draw). */
  poses?: number;
  /** Seeded score per option of the open poll. */
  seedVotes?: number[];
}

/**
 * Writes a small pack built from the demo's Mila (renamed, so the art generator's names still match)
 * into a temporary folder and answers the folder.
 */
export function writeTestPack(characters: TestCharacter[] = TEST_CHARACTERS, opts: TestPackOptions = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'pack-'));
  mkdirSync(join(dir, 'characters'));
  mkdirSync(join(dir, 'translations'));
  writeFileSync(join(dir, 'pack.json'), JSON.stringify({ name: opts.name ?? 'Test pack', version: '1.0.0' }));
  const template = readFileSync(join(DEMO_PACK_DIR, 'characters', 'mila.json'), 'utf8');
  const posts = [];
  for (const c of characters) {
    // Mila's texts state her age (27): they state this character's age instead.
    const text = template
      .replaceAll('"mila-', `"${c.id}-`)
      .replaceAll('"mila"', `"${c.id}"`)
      .replace(/(?<!\d)27(?!\d)/g, String(c.age ?? 25));
    const record = JSON.parse(text) as Record<string, unknown>;
    Object.assign(record, {
      id: c.id,
      name: c.name,
      gender: c.gender,
      tier: c.tier,
      age: c.age ?? 25,
      tags: ['feet', 'femdom'],
    });
    record.descriptionTrans = { es: `${c.name}, descripción` };
    if (c.gender === 'girl' && !c.futaVariant)
      record.poses = (record.poses as { futa?: boolean }[]).filter((p) => p.futa === undefined);
    if (opts.poses !== undefined) record.poses = (record.poses as unknown[]).slice(0, opts.poses);
    writeFileSync(join(dir, 'characters', `${c.id}.json`), JSON.stringify(record, null, 2));
    // Mila's lines in the pack's other languages, by the same text ids.
    for (const lang of readdirSync(join(DEMO_PACK_DIR, 'i18n'))) {
      const translated = JSON.parse(
        readFileSync(join(DEMO_PACK_DIR, 'i18n', lang, 'characters', 'mila.json'), 'utf8'),
      ) as { lines?: Record<string, string> };
      mkdirSync(join(dir, 'i18n', lang, 'characters'), { recursive: true });
      const lines = JSON.stringify({ lines: translated.lines ?? {} }).replace(/(?<!\d)27(?!\d)/g, String(c.age ?? 25));
      writeFileSync(join(dir, 'i18n', lang, 'characters', `${c.id}.json`), lines);
    }
    for (let n = 1; n <= c.posts; n++) {
      posts.push({
        id: `${c.id}-post-${n}`,
        charId: c.id,
        description: `${c.name} post ${n}`,
        descriptionTrans: { es: `${c.name} publicación ${n}` },
        images: [`${c.id}-post-${n}-1.jpg`],
        daysAgo: n + characters.indexOf(c) * 0.1,
      });
    }
  }
  writeFileSync(join(dir, 'posts.json'), JSON.stringify(posts, null, 2));
  writeFileSync(
    join(dir, 'hub.json'),
    JSON.stringify([
      {
        id: 'poll-open',
        description: '## Next date spot?\n\nPick one.',
        descriptionTrans: { es: '## ¿Próxima cita?' },
        options: ['Beach', 'Bar', 'Museum'],
        endsInDays: 7,
        seedVotes: opts.seedVotes ?? [],
      },
      { id: 'poll-ended', description: '## Old poll', options: ['Yes', 'No'], endsInDays: -1 },
      {
        id: 'notice',
        description: 'Please verify your e-mail: [link](https://example.com/?t={token})',
        tags: ['!mainEmailVerified'],
        critical: true,
        endsInDays: 30,
      },
    ]),
  );
  writeFileSync(
    join(dir, 'translations', 'es.json'),
    JSON.stringify({ 'Run the game': 'Iniciar el juego', Messages: 'Mensajes' }),
  );
  return dir;
}

export async function loadTestPack(db: Database, now: number, dir = writeTestPack()) {
  return loadContentPack(db.prisma, readPack(dir), { now });
}

export interface TestPlayer {
  id: string;
  token: string;
}

export interface PlayerRow {
  tier?: number;
  role?: number;
  anonymous?: boolean;
  /** Whether the e-mail is verified; by default a logged-in player's is. */
  verified?: boolean;
  tags?: Tags;
}

/** A player row (e-mail account unless `anonymous`) with an optional live tier (a manual subscription); answers its id. */
export async function insertPlayer(t: TestServer, opts: PlayerRow = {}): Promise<string> {
  const id = randomUUID();
  const prisma = t.db.prisma;
  await prisma.user.create({
    data: {
      id,
      email: opts.anonymous ? null : `${id}@example.com`,
      passwordHash: opts.anonymous ? null : 'not-a-real-hash',
      emailVerified: opts.verified ?? !opts.anonymous,
      role: opts.role ?? 0,
      tags: opts.tags ?? {},
      tosConsent: true,
    },
  });
  if (opts.tier) await grantTier(t, id, opts.tier);
  return id;
}

/** A manual subscription (as an operator grants one) giving `userId` the tier for `days` from the test clock's now. */
export function grantTier(t: TestServer, userId: string, tier: number, days = 30) {
  return t.db.prisma.subscription.create({
    data: {
      id: randomUUID(),
      userId,
      provider: 'manual',
      externalId: randomUUID(),
      tier,
      expiresAt: new Date(t.clock.now + days * DAY),
    },
  });
}

/** A player row (logged in with an e-mail unless `anonymous`), an optional manual subscription, and a signed token. */
export async function makePlayer(
  t: TestServer,
  opts: { tier?: number; role?: number; anonymous?: boolean; tags?: Tags } = {},
): Promise<TestPlayer> {
  const id = await insertPlayer(t, opts);
  const token = await t.built.app.tokens.sign({
    user: id,
    tier: 0,
    tags: opts.tags ?? {},
    language: 'en',
    role: opts.role ?? 0,
    loggedIn: !opts.anonymous,
    tosConsent: true,
    v: 0,
  });
  return { id, token };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** A REST call (`/api/...`). */
export async function rest<T = unknown>(
  t: TestServer,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await t.server.inject({
    method,
    url,
    headers: auth(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as T };
}

/** A tRPC call; answers the procedure's data, or the error shape (message, data.cause). */
export async function trpc<T = unknown>(
  t: TestServer,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  token?: string,
  query = '',
): Promise<Answer<T>> {
  const res =
    kind === 'query'
      ? await t.server.inject({
          method: 'GET',
          url: `/trpc/${path}?${input === undefined ? '' : `input=${encodeURIComponent(JSON.stringify(input))}&`}${query}`,
          headers: auth(token),
        })
      : await t.server.inject({
          method: 'POST',
          url: `/trpc/${path}${query ? `?${query}` : ''}`,
          headers: auth(token),
          payload: (input ?? {}) as object,
        });
  const json = res.json() as { result?: { data: T }; error?: { message: string; data: { cause?: string } } };
  return { status: res.statusCode, body: (json.result ? json.result.data : json.error) as T };
}
