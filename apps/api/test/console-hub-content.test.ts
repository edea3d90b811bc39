import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PACK_DIR, findMinorCodedWording, REPO_ROOT } from '@app/content';
import {
  consoleHubListSchema,
  contentReloadSchema,
  contentViewSchema,
  okSchema,
  ROLE,
  type Character,
  type ConsoleHubPost,
  type HubPost,
} from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { makePlayer, rest, trpc, writeTestPack, type TestPlayer } from './content-fixtures.ts';
import { refusal } from './answers.ts';
import { consoleCall } from './console-answers.ts';
import { hubCreate } from '../src/cli/admin-commands.ts';
import { importCard } from '../src/cli/content-commands.ts';

// The console's hub posts and content pack (issue 19): what moderators read and admins change, as players then see it.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const idAnswer = z.object({ id: z.string() });

describeEachDb('console hub and content', (kind) => {
  let t: TestServer;
  let pack: string;
  let admin: TestPlayer;
  let moderator: TestPlayer;
  beforeAll(async () => {
    pack = writeTestPack(undefined, { seedVotes: [5, 0, 2] });
    t = await startTestServer(kind, { config: { CONTENT_DIR: pack } });
    admin = await makePlayer(t, { role: ROLE.admin });
    moderator = await makePlayer(t, { role: ROLE.moderator });
  });
  afterAll(() => t.close());

  const logOf = (action: string) =>
    t.db.prisma.moderationLog.findMany({ where: { action }, orderBy: { createdAt: 'asc' } });
  const view = () => consoleCall(t, 'query', 'admin.content.view', moderator.token, contentViewSchema);
  const reload = () => consoleCall(t, 'mutation', 'admin.content.reload', admin.token, contentReloadSchema);
  const hubList = () => consoleCall(t, 'query', 'admin.hub.list', moderator.token, consoleHubListSchema);
  const createPost = (input: object) => consoleCall(t, 'mutation', 'admin.hub.create', admin.token, idAnswer, input);
  const closePost = (id: string) => consoleCall(t, 'mutation', 'admin.hub.close', admin.token, okSchema, { id });

  describe('content', () => {
    it('reloads the configured pack, then shows it: the pack, every character with its languages, no problems', async () => {
      expect(await view()).toEqual({ pack: null, characters: [], problems: [], modelConfigured: false });
      const loaded = await reload();
      expect(loaded.ok).toBe(true);
      expect(loaded.message).toMatch(/^Content pack "Test pack" 1\.0\.0 loaded in \d+ ms: characters \+4/);
      const shown = await view();
      const last = await t.db.prisma.contentLoad.findFirstOrThrow();
      expect(shown.pack).toEqual({
        name: 'Test pack',
        version: '1.0.0',
        hash: last.hash,
        loadedAt: new Date(t.clock.now).toISOString(),
      });
      // every character's lines are translated into the demo's languages (i18n/<lang>/), the description into es
      const languages = readdirSync(join(DEMO_PACK_DIR, 'i18n')).sort();
      expect(languages).toContain('es');
      expect(shown.characters).toEqual([
        { id: 'ava', name: 'Ava Stone', age: 25, tier: 0, inPack: true, languages, generic: [] },
        { id: 'bea', name: 'Bea Lane', age: 25, tier: 2, inPack: true, languages, generic: [] },
        { id: 'cleo', name: 'Cleo Vance', age: 25, tier: 0, inPack: true, languages, generic: [] },
        { id: 'dana', name: 'Dana Frost', age: 25, tier: 3, inPack: true, languages, generic: [] },
      ]);
      expect(shown.problems).toEqual([]);
      const [entry] = await logOf('content.reload');
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorEmail: `${admin.id}@example.com`,
        detail: { ok: true, status: 'loaded', name: 'Test pack', version: '1.0.0', hash: last.hash },
      });
      // the same pack again changes nothing
      expect((await reload()).message).toMatch(/is already loaded \(nothing to do/);
    });

    it('a broken pack is refused with the reason: the loaded content stays and the view names what failed', async () => {
      const file = join(pack, 'characters', 'ava.json');
      const good = readFileSync(file, 'utf8');
      const before = await view();
      writeFileSync(file, JSON.stringify({ ...(JSON.parse(good) as object), age: 16 }, null, 2));
      try {
        t.clock.advance(HOUR);
        const refused = await reload();
        expect(refused.ok).toBe(false);
        expect(refused.message).toMatch(/was refused and the loaded content stays: characters\/ava\.json:\d+: age/);
        const after = await view();
        expect(after.pack).toEqual(before.pack);
        expect(after.characters).toEqual(before.characters);
        expect(after.problems.length).toBeGreaterThan(0);
        expect(after.problems[0]!.where).toMatch(/^characters\/ava\.json:\d+: age$/);
        const ava = await t.db.prisma.character.findUniqueOrThrow({ where: { id: 'ava' } });
        expect(ava.age).toBe(25);
        expect((await logOf('content.reload')).at(-1)).toMatchObject({
          actorId: admin.id,
          detail: { ok: false, problems: after.problems.length },
        });
      } finally {
        writeFileSync(file, good);
      }
      // mended: a changed character loads, and the problems are gone
      writeFileSync(file, good.replace('"Ava Stone"', '"Ava Stein"'));
      t.clock.advance(HOUR);
      expect(await reload()).toMatchObject({ ok: true });
      const mended = await view();
      expect(mended.problems).toEqual([]);
      expect(mended.characters[0]).toMatchObject({ id: 'ava', name: 'Ava Stein' });
      expect(mended.pack?.loadedAt).toBe(new Date(t.clock.now).toISOString());
      // a player sees the new name at once (the character caches follow the load)
      const player = await makePlayer(t);
      const list = await rest<Character[]>(t, 'GET', '/api/character/all', player.token);
      expect(list.body.find((c) => c._id === 'ava')?.name).toBe('Ava Stein');
    });

    it('an imported card’s character shows its generic pools (no model here: they are still to write)', async () => {
      const card = join(REPO_ROOT, 'content', 'fixtures', 'cards', 'marisol.v3.json');
      expect(importCard({ packDir: pack }, { file: card, age: '31', id: 'marisol' }).code).toBe(0);
      t.clock.advance(HOUR);
      expect(await reload()).toMatchObject({ ok: true });
      const shown = await view();
      expect(shown.modelConfigured).toBe(false);
      const marisol = shown.characters.find((c) => c.id === 'marisol');
      expect(marisol?.generic).toHaveLength(15);
      expect(marisol?.generic).toContain('dates.cafe');
      expect(shown.characters.find((c) => c.id === 'ava')?.generic).toEqual([]);
    });
  });

  describe('hub', () => {
    // the pack's polls (an unchanged pack is not loaded twice)
    beforeAll(() => reload());

    it('lists every post newest first with the tally the hub shows (seeded score included) and its voters', async () => {
      const cheap = await makePlayer(t);
      const vip = await makePlayer(t, { tier: 2 });
      for (const voter of [cheap, vip])
        expect((await rest(t, 'POST', '/api/hubPost/vote/poll-open', voter.token, { option: 1 })).status).toBe(200);
      const posts = await hubList();
      expect(posts.map((p) => p.id)).toEqual(expect.arrayContaining(['poll-open', 'poll-ended', 'notice']));
      const open = posts.find((p) => p.id === 'poll-open')!;
      const shown = (await rest<HubPost[]>(t, 'GET', '/api/hubPost/all', cheap.token)).body.find(
        (p) => p.postId === 'poll-open',
      )!;
      // power 1 (free) and 6 (tier 2) on "Bar", beside the pack's seeded 5 / 0 / 2
      expect(open).toMatchObject({
        options: ['Beach', 'Bar', 'Museum'],
        tally: [5, 7, 2],
        voters: 2,
        critical: false,
        closedAt: null,
        descriptionTrans: { es: '## ¿Próxima cita?' },
      });
      expect(open.tally).toEqual(shown.tally);
      const notice = posts.find((p) => p.id === 'notice')!;
      expect(notice).toMatchObject({ critical: true, tags: ['!mainEmailVerified'], options: [], tally: [], voters: 0 });
      const times = posts.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('an admin writes a vote and closes it: players see both at once, each is logged', async () => {
      const player = await makePlayer(t);
      const created = await createPost({
        text: '## Next outfit?',
        trans: { de: '## Nächstes Outfit?' },
        options: ['Red', 'Blue'],
        days: 2,
      });
      const [first] = await hubList();
      expect(first).toEqual<ConsoleHubPost>({
        id: created.id,
        description: '## Next outfit?',
        descriptionTrans: { de: '## Nächstes Outfit?' },
        options: ['Red', 'Blue'],
        tags: [],
        critical: false,
        createdAt: new Date(t.clock.now).toISOString(),
        endTimestamp: new Date(t.clock.now + 2 * DAY).toISOString(),
        closedAt: null,
        tally: [0, 0],
        voters: 0,
      });
      const hub = await rest<HubPost[]>(t, 'GET', '/api/hubPost/all', player.token);
      expect(hub.body[0]).toMatchObject({ postId: created.id, options: ['Red', 'Blue'] });
      expect((await rest(t, 'POST', `/api/hubPost/vote/${created.id}`, player.token, { option: 0 })).status).toBe(200);

      t.clock.advance(HOUR);
      expect(await closePost(created.id)).toEqual({ ok: true });
      const closed = (await hubList()).find((p) => p.id === created.id)!;
      expect(closed).toMatchObject({
        closedAt: new Date(t.clock.now).toISOString(),
        endTimestamp: new Date(t.clock.now).toISOString(),
        tally: [1, 0],
        voters: 1,
      });
      expect((await rest(t, 'POST', `/api/hubPost/vote/${created.id}`, player.token, { option: 1 })).status).toBe(409);

      const notice = await createPost({
        text: 'Maintenance tonight',
        days: 1,
        critical: true,
        tags: ['patreon'],
      });
      expect((await hubList())[0]).toMatchObject({ id: notice.id, critical: true, tags: ['patreon'], options: [] });

      const creates = await logOf('hub.create');
      expect(creates.map((e) => [e.actorId, e.detail])).toEqual([
        [admin.id, { id: created.id, critical: false }],
        [admin.id, { id: notice.id, critical: true }],
      ]);
      const closes = await logOf('hub.close');
      expect(closes.map((e) => [e.actorId, e.detail])).toEqual([[admin.id, { id: created.id }]]);
    });

    it('refuses a vote without two options, minor-coded wording, another language and an unknown post', async () => {
      const create = (input: object) => trpc(t, 'mutation', 'admin.hub.create', { days: 1, ...input }, admin.token);
      const errorOf = (res: { status: number; body: unknown }) => ({
        status: res.status,
        ...(res.body as { data: { key: string; params: object } }).data,
      });
      expect(errorOf(await create({ text: 'Which?', options: ['Only one'] }))).toMatchObject({
        status: 400,
        key: 'admin.hubOptions',
      });
      const word = findMinorCodedWording('A schoolgirl outfit?');
      expect(word).not.toBeNull();
      expect(errorOf(await create({ text: 'Which?', options: ['A schoolgirl outfit?', 'Jeans'] }))).toMatchObject({
        status: 400,
        key: 'admin.minorWording',
        params: { word },
      });
      expect(errorOf(await create({ text: 'Which?', options: ['a', 'b'], trans: { xx: 'Welche?' } }))).toMatchObject({
        status: 400,
        key: 'tags.language',
      });
      const missing = await trpc(t, 'mutation', 'admin.hub.close', { id: 'no-such-post' }, admin.token);
      expect(missing.status).toBe(404);
      expect((missing.body as { message: string }).message).toBe(refusal('hub.notFound').error);
      expect(await logOf('hub.create')).toHaveLength(2);
    });

    it('the command line writes through the same service: same output, logged as the command line', async () => {
      const made = await hubCreate(t.db.prisma, t.clock.now, {
        text: 'From the shell',
        options: ['x', 'y'],
        days: 1,
        critical: false,
      });
      expect(made.output).toMatch(/^Created hub post hub-[0-9a-f]{10}, voting until /);
      expect((await logOf('hub.create')).at(-1)).toMatchObject({
        actorId: 'cli',
        actorEmail: null,
        detail: { id: made.id, critical: false },
      });
    });
  });
});
