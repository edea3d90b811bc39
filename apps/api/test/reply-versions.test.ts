import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ReplyVersion } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import {
  createPlayer,
  distinctModelAnswers,
  insertCharacter,
  isSummaryRequest,
  ok,
  send,
  type ApiAnswer,
  type TestPlayer,
} from './game-fixtures.ts';

/** Another answer to the player's last FreeStyle words, and swiping between the versions (issue 18). */
describeEachDb('regenerate and versions of an answer', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  let n = 0;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, { config: { MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '10000' } });
    await insertCharacter(ts, 'mila');
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    distinctModelAnswers(fake);
  });

  async function trpc(player: TestPlayer, path: string, input: unknown): Promise<ApiAnswer<ReplyVersion>> {
    const res = await ts.server.inject({
      method: 'POST',
      url: `/trpc/message.${path}`,
      headers: { authorization: `Bearer ${player.token}` },
      payload: input as object,
    });
    const body = res.json() as {
      result?: { data: ReplyVersion };
      error?: { message: string; data?: { cause?: unknown } };
    };
    return body.error
      ? {
          status: res.statusCode,
          body: undefined as never,
          error: { error: body.error.message, cause: body.error.data?.cause },
        }
      : { status: res.statusCode, body: body.result!.data };
  }
  const regenerate = (p: TestPlayer) => trpc(p, 'regenerate', { id: 'mila' });
  const show = (p: TestPlayer, version: number) => trpc(p, 'showVersion', { id: 'mila', version });
  const custom = (p: TestPlayer, message = `I had soup today, number ${++n}`) =>
    send(ts, p, 'trpc', 'mila', { message, mode: 'freestyle' });
  const history = async (p: TestPlayer) =>
    (await ts.db.prisma.message.findMany({ where: { userId: p.id }, orderBy: { id: 'asc' } })).map(
      (m) => `${m.role}: ${m.response}`,
    );
  const turnRequests = () => fake.requests.filter((r) => !isSummaryRequest(r.body));
  const quotaUsed = async (p: TestPlayer) =>
    (await ts.db.prisma.quotaUsage.findMany({ where: { userId: p.id } })).reduce((sum, q) => sum + q.count, 0);

  it('offers another answer on a FreeStyle reply of the model, and swipes back to the first', async () => {
    const player = await createPlayer(ts, 2);
    const opening = ok(await send(ts, player, 'rest', 'mila'));
    expect(opening.versions ?? null).toBeNull();
    const first = ok(await custom(player, 'I just got back from Lisbon'));
    expect(first.versions).toEqual({ count: 1, shown: 0 });
    const progress = await ts.db.prisma.playerCharacter.findUnique({
      where: { userId_charId: { userId: player.id, charId: 'mila' } },
    });

    fake.queue({ kind: 'reply', content: modelAnswer(['Lisbon! Did you try the custard tarts?', 'I am jealous.'], 4) });
    const second = ok(await regenerate(player));
    expect(second.messages.map((m) => m.response)).toEqual(['Lisbon! Did you try the custard tarts?', 'I am jealous.']);
    expect(second.versions).toEqual({ count: 2, shown: 1 });
    // the model was asked about the same words, and to say something else
    const asked = turnRequests().at(-1)!.body.messages!.at(-1)!.content;
    expect(asked).toContain('I just got back from Lisbon');
    expect(asked).toContain(first.messages.at(-1)!.response);
    // the history holds the version shown, once; the meter and score stay as the first answer left them
    const lines = await history(player);
    expect(lines.slice(-3)).toEqual([
      'user: I just got back from Lisbon',
      'assistant: Lisbon! Did you try the custard tarts?',
      'assistant: I am jealous.',
    ]);
    expect(lines.filter((l) => l === `assistant: ${first.messages.at(-1)!.response}`)).toHaveLength(0);
    const after = await ts.db.prisma.playerCharacter.findUnique({
      where: { userId_charId: { userId: player.id, charId: 'mila' } },
    });
    expect({ score: after?.score, meter: after?.meter }).toEqual({ score: progress?.score, meter: progress?.meter });

    const back = ok(await show(player, 0));
    expect(back.messages.map((m) => m.response)).toEqual(first.messages.map((m) => m.response));
    expect(back.options).toEqual(first.options);
    expect(back.versions).toEqual({ count: 2, shown: 0 });
    // reopening the chat shows the version chosen, and the versions are still there to swipe
    const reopened = ok(await send(ts, player, 'trpc', 'mila'));
    expect(reopened.messages.at(-1)!.response).toBe(first.messages.at(-1)!.response);
    expect(reopened.versions).toEqual({ count: 2, shown: 0 });
  });

  it('keeps the version shown in the history when the player writes on, and forgets the others', async () => {
    const player = await createPlayer(ts, 2);
    ok(await send(ts, player, 'rest', 'mila'));
    const first = ok(await custom(player, 'My cat is called Biscuit'));
    fake.queue({ kind: 'reply', content: modelAnswer(['Biscuit is the cutest name.'], 0) });
    ok(await regenerate(player));
    ok(await show(player, 0));
    const next = ok(await custom(player, 'He sleeps all day'));
    expect(next.versions).toEqual({ count: 1, shown: 0 });
    const lines = await history(player);
    expect(lines).toContain(`assistant: ${first.messages[0]!.response}`);
    expect(lines).not.toContain('assistant: Biscuit is the cutest name.');
    // the next answer's prompt carries the version kept
    const prompt = turnRequests()
      .at(-1)!
      .body.messages!.map((m) => m.content);
    expect(prompt).toContain(first.messages[0]!.response);
    expect(prompt.join('\n')).not.toContain('Biscuit is the cutest name.');
    // the first answer's versions are gone: a swipe to version 1 of the new answer is refused
    const gone = await show(player, 1);
    expect(gone.status).toBe(400);
    expect(gone.error).toMatchObject({ error: 'This version of the answer does not exist', cause: 'validation' });
  });

  it('counts each new version as a custom message of the day; swiping is free', async () => {
    const player = await createPlayer(ts, 1); // Basic: 5 custom messages a day
    ok(await send(ts, player, 'rest', 'mila'));
    ok(await custom(player));
    ok(await custom(player));
    for (let i = 0; i < 3; i++) ok(await regenerate(player));
    expect(await quotaUsed(player)).toBe(5);
    for (const v of [0, 3, 1]) ok(await show(player, v));
    expect(await quotaUsed(player)).toBe(5);
    const asked = fake.requests.length;
    const over = await regenerate(player);
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({ error: 'No custom messages left today', cause: 'quota' });
    expect(fake.requests.length).toBe(asked);
  });

  it(`stops at five versions of one answer`, async () => {
    const player = await createPlayer(ts, 3);
    ok(await send(ts, player, 'rest', 'mila'));
    ok(await custom(player));
    for (let i = 0; i < 4; i++) ok(await regenerate(player));
    const full = await regenerate(player);
    expect(full.status).toBe(400);
    expect(full.error).toMatchObject({
      error: 'This answer has 5 versions already. Pick one and write on.',
      cause: 'validation',
    });
  });

  it('has nothing to ask again after a scripted or chat-mode reply, and is for FreeStyle tiers only', async () => {
    const free = await createPlayer(ts, 0);
    ok(await send(ts, free, 'rest', 'mila'));
    const refused = await regenerate(free);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ cause: 'tier' });

    const basic = await createPlayer(ts, 1);
    ok(await send(ts, basic, 'rest', 'mila'));
    const none = await regenerate(basic);
    expect(none.status).toBe(400);
    expect(none.error).toMatchObject({
      error: 'Only her last FreeStyle answer can be asked for again',
      cause: 'validation',
    });
    // a custom answer, then a chat-mode turn: the chat-mode reply cannot be asked for again
    ok(await custom(basic));
    ok(await send(ts, basic, 'rest', 'mila', { message: 'Tell me about your day' }));
    expect((await regenerate(basic)).status).toBe(400);
  });

  it('leaves the answer as it was when the model fails, and counts nothing', async () => {
    const player = await createPlayer(ts, 2);
    ok(await send(ts, player, 'rest', 'mila'));
    ok(await custom(player));
    const before = await history(player);
    const used = await quotaUsed(player);
    fake.queue({ kind: 'status', status: 500 });
    const failed = await regenerate(player);
    expect(failed.status).toBe(502);
    expect(failed.error).toMatchObject({
      error: 'She could not find other words right now. Please try again in a moment.',
    });
    expect(await history(player)).toEqual(before);
    expect(await quotaUsed(player)).toBe(used);
    // the same words again are no other answer either
    const same = before.at(-1)!.replace('assistant: ', '');
    fake.queue({ kind: 'reply', content: modelAnswer([same], 0) }, { kind: 'reply', content: modelAnswer([same], 0) });
    expect((await regenerate(player)).status).toBe(502);
    expect(await history(player)).toEqual(before);
  });
});
