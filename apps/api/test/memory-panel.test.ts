import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { CharacterMemory, PlayerDataExport } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import {
  characterData,
  createPlayer,
  distinctModelAnswers,
  insertCharacter,
  isSummaryRequest,
  ok,
  send,
  type TestPlayer,
} from './game-fixtures.ts';
import { CHAT_SUMMARY_JOB } from '../src/services/game/chat-summary.ts';

/** The "What she remembers" panel (issue 18): message.memory, message.forget and message.pin. */

interface Answer<T> {
  status: number;
  data: T;
  error?: { message: string; data?: { cause?: string; key?: string } };
  raw: string;
}

async function trpc<T = CharacterMemory>(
  ts: TestServer,
  token: string | null,
  path: string,
  input: unknown,
  query = false,
): Promise<Answer<T>> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = query
    ? await ts.server.inject({
        method: 'GET',
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers,
      })
    : await ts.server.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input as object });
  const body = res.json<{ result?: { data: T }; error?: Answer<T>['error'] }>();
  return { status: res.statusCode, data: body.result?.data as T, error: body.error, raw: res.payload };
}

const memoryOf = (ts: TestServer, p: TestPlayer | null, id = 'mila') =>
  trpc(ts, p?.token ?? null, 'message.memory', { id }, true);
const forget = (ts: TestServer, p: TestPlayer, entry: unknown) =>
  trpc(ts, p.token, 'message.forget', { id: 'mila', entry });
const pin = (ts: TestServer, p: TestPlayer, text: string, pinned = true) =>
  trpc(ts, p.token, 'message.pin', { id: 'mila', text, pinned });
const said = (ts: TestServer, p: TestPlayer, message: string) =>
  send(ts, p, 'trpc', 'mila', { message, mode: 'freestyle' });

/** The system prompt of the newest turn the fake model was asked for. */
function lastPrompt(fake: FakeModelServer): string {
  const turn = fake.requests.filter((r) => !isSummaryRequest(r.body)).at(-1);
  if (!turn) throw new Error('the model was not asked for a turn');
  return turn.body.messages![0]!.content;
}

function read(answer: Answer<CharacterMemory>): CharacterMemory {
  expect(answer.error, answer.raw.slice(0, 300)).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.data;
}

async function summaryJobs(ts: TestServer, player: TestPlayer): Promise<number> {
  const rows = await ts.db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'userId' = $2`,
    [CHAT_SUMMARY_JOB, player.id],
  );
  return rows[0]!.n;
}

describeEachDb('what she remembers: the chat memory the player reads, forgets and pins', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, {
      config: { MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '10000', MODEL_CONTEXT_TOKENS: '1024' },
    });
    await insertCharacter(ts, 'mila', 0, {
      persona: {
        ...characterData('mila').persona,
        scenario: 'You met {{user}} at the jazz bar where she works. She liked your laugh.',
      },
    });
  });
  afterAll(async () => {
    await ts?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    distinctModelAnswers(fake);
  });

  async function chatting(): Promise<TestPlayer> {
    const player = await createPlayer(ts, 3);
    ok(await send(ts, player, 'trpc', 'mila'));
    return player;
  }

  it('shows nothing remembered before the first chat, then what the player typed about themselves', async () => {
    const player = await createPlayer(ts, 3);
    const before = read(await memoryOf(ts, player));
    expect(before).toMatchObject({ model: true, facts: [], places: [], dates: 0, mood: null, summary: '' });
    expect(before.met).toBe('You met you at the jazz bar where she works.');

    ok(await send(ts, player, 'trpc', 'mila'));
    ok(await said(ts, player, 'I work as a night nurse in Leeds'));
    const after = read(await memoryOf(ts, player));
    expect(after.facts).toEqual([{ text: 'I work as a night nurse in Leeds', pinned: false }]);
    expect(after.mood).not.toBeNull();
    // the digest the panel shows is the one the next turn's prompt carries
    ok(await said(ts, player, 'Do you like jazz?'));
    expect(lastPrompt(fake)).toContain(`What you know so far: ${after.digest}`);
  });

  it('a forgotten fact leaves the panel and the next prompt; a forgotten place leaves the digest', async () => {
    const player = await chatting();
    ok(await said(ts, player, 'I work as a night nurse in Leeds'));
    ok(await said(ts, player, 'My sister lives in Oslo'));
    ok(await said(ts, player, 'Tell me something'));
    expect(lastPrompt(fake)).toContain('"I work as a night nurse in Leeds"');

    const left = read(await forget(ts, player, { kind: 'fact', text: 'I work as a night nurse in Leeds' }));
    expect(left.facts).toEqual([{ text: 'My sister lives in Oslo', pinned: false }]);
    ok(await said(ts, player, 'What do you think of me?'));
    const prompt = lastPrompt(fake);
    expect(prompt).not.toContain('night nurse');
    expect(prompt).toContain('"My sister lives in Oslo"');

    // forgetting it again: it is not there any more
    const again = await forget(ts, player, { kind: 'fact', text: 'I work as a night nurse in Leeds' });
    expect(again.status).toBe(404);
    expect(again.error?.message).toBe('She does not remember this any more');

    // a place of a date, written as a turn would have (a new version): the date's place is the engine's
    await ts.db.sql.query(
      `UPDATE "GameState" SET "state" = jsonb_set("state", '{memory,places}', '["Cozy cafe","Rooftop bar","Cozy cafe"]'), "version" = "version" + 1
        WHERE "userId" = $1 AND "charId" = 'mila' AND "gameType" = 'chat'`,
      [player.id],
    );
    const places = read(await memoryOf(ts, player));
    expect(places.places.map((p) => p.name)).toEqual(['Cozy cafe', 'Rooftop bar']);
    expect(places.dates).toBe(3);
    const forgotten = read(await forget(ts, player, { kind: 'place', name: 'Cozy cafe' }));
    expect(forgotten.places.map((p) => p.name)).toEqual(['Rooftop bar']);
    expect(forgotten.digest).toContain('Dates so far (1): Rooftop bar.');
    ok(await said(ts, player, 'Where did we go?'));
    expect(lastPrompt(fake)).not.toContain('Cozy cafe');
  });

  it('the place shows in the player’s language', async () => {
    const player = await chatting();
    await ts.db.sql.query(
      `UPDATE "GameState" SET "state" = jsonb_set("state", '{memory,places}', '["Cozy cafe"]'), "version" = "version" + 1
        WHERE "userId" = $1 AND "charId" = 'mila' AND "gameType" = 'chat'`,
      [player.id],
    );
    const res = await ts.server.inject({
      method: 'GET',
      url: `/trpc/message.memory?input=${encodeURIComponent(JSON.stringify({ id: 'mila' }))}`,
      headers: { authorization: `Bearer ${player.token}`, 'x-language': 'es' },
    });
    const places = res.json<{ result: { data: CharacterMemory } }>().result.data.places;
    expect(places).toEqual([{ name: 'Cozy cafe', label: 'Café acogedor' }]);
  });

  it('a pinned fact stays past 8 newer facts and always reaches the prompt; the pins are capped', async () => {
    const player = await chatting();
    ok(await said(ts, player, 'I am a pilot who flies to Lisbon'));
    ok(await said(ts, player, 'I have a cat called Miso'));
    const pinned = read(await pin(ts, player, 'I am a pilot who flies to Lisbon'));
    expect(pinned.facts[0]).toEqual({ text: 'I am a pilot who flies to Lisbon', pinned: true });

    for (let i = 1; i <= 8; i++) ok(await said(ts, player, `My hobby number ${i} is painting`));
    const after = read(await memoryOf(ts, player));
    expect(after.facts).toHaveLength(9);
    expect(after.facts[0]).toEqual({ text: 'I am a pilot who flies to Lisbon', pinned: true });
    // the unpinned one fell off the window of eight
    expect(after.facts.map((f) => f.text)).not.toContain('I have a cat called Miso');
    // a turn's prompt carries the memory as the turn before it left it
    ok(await said(ts, player, 'Guess what?'));
    const prompt = lastPrompt(fake);
    expect(prompt).toContain('"I am a pilot who flies to Lisbon"');
    expect(prompt).not.toContain('Miso');
    // saying a pinned fact again does not take a place in the window
    ok(await said(ts, player, 'I am a pilot who flies to Lisbon'));
    expect(read(await memoryOf(ts, player)).facts.filter((f) => f.text.includes('pilot'))).toHaveLength(1);

    for (let i = 1; i <= 7; i++) read(await pin(ts, player, `My hobby number ${i} is painting`));
    const full = await pin(ts, player, 'My hobby number 8 is painting');
    expect(full.status).toBe(400);
    expect(full.error?.message).toBe('You can pin up to 8 facts. Unpin one first.');
    expect(full.error?.data?.cause).toBe('validation');

    // unpinned, a fact goes back into the window as its newest
    const unpinned = read(await pin(ts, player, 'I am a pilot who flies to Lisbon', false));
    expect(unpinned.facts.at(-1)).toEqual({ text: 'I am a pilot who flies to Lisbon', pinned: false });
    read(await pin(ts, player, 'My hobby number 8 is painting'));

    // the player's data export holds the pinned facts
    const exported = await trpc<PlayerDataExport>(ts, player.token, 'user.export', undefined, true);
    expect(exported.status).toBe(200);
    const game = exported.data.games.find((g) => (g as { charId: string }).charId === 'mila') as {
      state: { memory: { pinned: string[] } };
    };
    expect(game.state.memory.pinned).toContain('My hobby number 8 is painting');
  });

  it('a turn that read the memory before a forget retries on the newer one and does not write the fact back', async () => {
    const player = await chatting();
    ok(await said(ts, player, 'I live on a boat in Bristol'));
    const asked = () => fake.requests.filter((r) => !isSummaryRequest(r.body)).length;
    const before = asked();
    fake.queue({ kind: 'slow', ms: 1500, then: { kind: 'reply', content: modelAnswer(['Slow line'], 0) } });
    const turn = said(ts, player, 'I love sailing at night');
    const end = Date.now() + 5000;
    while (asked() === before && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    read(await forget(ts, player, { kind: 'fact', text: 'I live on a boat in Bristol' }));
    ok(await turn);
    const facts = read(await memoryOf(ts, player)).facts.map((f) => f.text);
    expect(facts).toEqual(['I love sailing at night']);
  });

  it('a forgotten summary stays forgotten after the next summary job', async () => {
    distinctModelAnswers(fake, 'OLD: they met at the bar and talked about nursing.');
    const player = await chatting();
    for (let i = 0; i < 20 && (await summaryJobs(ts, player)) === 0; i++)
      ok(await said(ts, player, `Early words (${i}).`));
    await ts.built.app.jobs!.idle();
    const first = read(await memoryOf(ts, player));
    expect(first.summary).toBe('OLD: they met at the bar and talked about nursing.');
    ok(await said(ts, player, 'Hello again'));
    expect(lastPrompt(fake)).toContain('Earlier in this conversation: OLD:');

    const { summaryUpTo: before } = await ts.db.prisma.gameState.findUniqueOrThrow({
      where: { userId_charId_gameType: { userId: player.id, charId: 'mila', gameType: 'chat' } },
    });
    const cleared = read(await forget(ts, player, { kind: 'summary' }));
    expect(cleared.summary).toBe('');
    ok(await said(ts, player, 'Still there?'));
    expect(lastPrompt(fake)).not.toContain('Earlier in this conversation');

    // the chat goes on until the next summary is due and written
    distinctModelAnswers(fake, 'NEW: they talked about the weather.');
    const jobs = await summaryJobs(ts, player);
    for (let i = 0; i < 20 && (await summaryJobs(ts, player)) === jobs; i++)
      ok(await said(ts, player, `Later words number ${i}`));
    await ts.built.app.jobs!.idle();
    const asked = fake.requests.filter((r) => isSummaryRequest(r.body)).at(-1)!;
    const input = asked.body.messages!.map((m) => m.content).join('\n');
    expect(input).not.toContain('OLD:');
    // what the forgotten summary had folded in is not summarised again
    const covered = await ts.db.prisma.message.findMany({
      where: { userId: player.id, charId: 'mila', role: 'user', id: { lte: before } },
    });
    expect(covered.length).toBeGreaterThan(0);
    for (const m of covered) expect(input).not.toContain(m.response);
    const later = read(await memoryOf(ts, player));
    expect(later.summary).toBe('NEW: they talked about the weather.');
    ok(await said(ts, player, 'And now?'));
    expect(lastPrompt(fake)).not.toContain('OLD:');

    expect((await forget(ts, player, { kind: 'summary' })).status).toBe(200);
    expect((await forget(ts, player, { kind: 'summary' })).status).toBe(404);
  }, 60_000);

  it('a summary the job is still writing when the player forgets the old one is dropped', async () => {
    distinctModelAnswers(fake, 'OLD: they met at the bar.');
    const player = await chatting();
    for (let i = 0; i < 20 && (await summaryJobs(ts, player)) === 0; i++)
      ok(await said(ts, player, `First words (${i}).`));
    await ts.built.app.jobs!.idle();
    expect(read(await memoryOf(ts, player)).summary).toBe('OLD: they met at the bar.');

    // the next summary takes its time; the player forgets the old one while the model writes
    let turns = 0;
    // (a summary asked for without the old one in it starts afresh)
    const folded = (body: Parameters<typeof isSummaryRequest>[0]) =>
      body.messages!.some((m) => m.content.includes('OLD: they met at the bar.'));
    fake.fallback = (body) =>
      !isSummaryRequest(body)
        ? { kind: 'reply', content: modelAnswer([`Line ${++turns}`], 0) }
        : folded(body)
          ? { kind: 'slow', ms: 2500, then: { kind: 'reply', content: { summary: 'OLD: they met at the bar. MORE.' } } }
          : { kind: 'reply', content: { summary: 'FRESH: they talked some more.' } };
    const jobs = await summaryJobs(ts, player);
    for (let i = 0; i < 20 && (await summaryJobs(ts, player)) === jobs; i++)
      ok(await said(ts, player, `More words (${i}).`));
    const end = Date.now() + 15_000;
    while (fake.requests.filter((r) => isSummaryRequest(r.body)).length === 0 && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    expect(read(await forget(ts, player, { kind: 'summary' })).summary).toBe('');
    await ts.built.app.jobs!.idle();
    // the summary written on top of the forgotten one is dropped; a later one may fold in newer talk afresh
    expect(['', 'FRESH: they talked some more.']).toContain(read(await memoryOf(ts, player)).summary);
  }, 60_000);

  it('another player neither reads nor changes it; without a token it is refused; a suspended player only reads', async () => {
    const alice = await chatting();
    ok(await said(ts, alice, 'My secret name is Zephyrine'));
    const bob = await chatting();

    const bobs = await memoryOf(ts, bob);
    expect(read(bobs).facts).toEqual([]);
    expect(bobs.raw).not.toContain('Zephyrine');
    for (const answer of [
      await forget(ts, bob, { kind: 'fact', text: 'My secret name is Zephyrine' }),
      await pin(ts, bob, 'My secret name is Zephyrine'),
    ])
      expect(answer.status).toBe(404);
    expect(read(await memoryOf(ts, alice)).facts).toEqual([{ text: 'My secret name is Zephyrine', pinned: false }]);

    const anonymous = await memoryOf(ts, null);
    expect(anonymous.status).toBe(401);
    expect(
      (await trpc(ts, null, 'message.pin', { id: 'mila', text: 'My secret name is Zephyrine', pinned: true })).status,
    ).toBe(401);

    const until = new Date(ts.clock.now + 86_400_000);
    await ts.db.prisma.user.update({ where: { id: alice.id }, data: { suspendedUntil: until } });
    ts.built.app.cache.forgetPlayer(alice.id);
    expect(read(await memoryOf(ts, alice)).facts).toHaveLength(1);
    const refused = await pin(ts, alice, 'My secret name is Zephyrine');
    expect(refused.status).toBe(403);
    expect(refused.error?.data?.key).toBe('account.suspended');
    expect((await forget(ts, alice, { kind: 'fact', text: 'My secret name is Zephyrine' })).status).toBe(403);
    expect(read(await memoryOf(ts, alice)).facts).toEqual([{ text: 'My secret name is Zephyrine', pinned: false }]);
  });
});
