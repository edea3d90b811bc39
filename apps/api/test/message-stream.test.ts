import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTRPCClient, httpSubscriptionLink, TRPCClientError } from '@trpc/client';
import { EventSource } from 'eventsource';
import { gameReplySchema, type GameReply } from '@app/schema';
import type { AppRouter } from '../src/trpc/root.ts';
import { capturedLog, describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { createPlayer, insertCharacter, ok, send, type TestPlayer } from './game-fixtures.ts';

interface StreamedLine {
  response: string;
  responseTrans: string | null;
}

/** What the player's browser saw of one streamed turn, in order, and its end. */
interface Watched {
  lines: StreamedLine[];
  /** The events in arrival order, lines and the reply. */
  order: string[];
  reply: Promise<GameReply>;
  /** The first line event; rejects when the turn ends without one. */
  firstLine: Promise<StreamedLine>;
}

describeEachDb('message.stream: the character lines as the model writes them', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  let base: string;
  // every request logged, as in production
  const logged = capturedLog('info');
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, {
      config: { MODEL_BASE_URL: fake.url, MODEL_API_KEY: 'sk-game', MODEL_TIMEOUT_MS: '2000' },
      log: logged.log,
      server: { requestLogging: true },
    });
    await ts.server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ts.server.server.address() as AddressInfo).port}`;
    await insertCharacter(ts, 'mila');
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.fallback = { kind: 'reply', content: modelAnswer(['Hello from the model.']) };
  });

  /** The web app's way in: SSE through an EventSource whose requests carry the bearer token as a header. */
  function client(player: TestPlayer, language = 'en') {
    return createTRPCClient<AppRouter>({
      links: [
        httpSubscriptionLink({
          url: `${base}/trpc`,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (url, init) =>
              fetch(url, {
                ...init,
                headers: { ...init.headers, authorization: `Bearer ${player.token}`, 'x-language': language },
              }),
          }),
        }),
      ],
    });
  }

  function watch(player: TestPlayer, body: { message: string; mode?: 'chat' | 'freestyle' }, language = 'en'): Watched {
    const lines: StreamedLine[] = [];
    const order: string[] = [];
    let gotLine: (line: StreamedLine) => void = () => {};
    let noLine: (error: Error) => void = () => {};
    const firstLine = new Promise<StreamedLine>((resolve, reject) => {
      gotLine = resolve;
      noLine = reject;
    });
    firstLine.catch(() => {});
    const reply = new Promise<GameReply>((resolve, reject) => {
      const sub = client(player, language).message.stream.subscribe(
        { id: 'mila', ...body },
        {
          onData(event) {
            if (event.type === 'line') {
              lines.push(event.line);
              order.push(`line:${event.line.response}`);
              gotLine(event.line);
              return;
            }
            order.push('reply');
            noLine(new Error('the reply came without a line before it'));
            sub.unsubscribe();
            resolve(event.reply);
          },
          onError(error) {
            noLine(error);
            sub.unsubscribe();
            reject(error);
          },
        },
      );
    });
    return { lines, order, reply, firstLine };
  }

  async function freestylePlayer(tier = 1) {
    const player = await createPlayer(ts, tier);
    ok(await send(ts, player, 'rest', 'mila'));
    return player;
  }

  async function storedLines(player: TestPlayer, take: number) {
    const rows = await ts.db.prisma.message.findMany({
      where: { userId: player.id, role: 'assistant' },
      orderBy: { id: 'desc' },
      take,
    });
    return rows.reverse().map((m) => ({ response: m.response, responseTrans: m.responseTrans }));
  }

  it('gives the first line while the model has not sent its last chunk, then the stored reply', async () => {
    const player = await freestylePlayer();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = modelAnswer(['You found me at last.', 'Sit with me a while?'], 1, ['Gladly', 'Only if', 'Later']);
    fake.queue({ kind: 'reply', content: answer, chunks: 8, holdLast: held });

    const turn = watch(player, { message: 'I was looking for you', mode: 'freestyle' });
    // The fake keeps its last chunk until the test lets it go: a line before that was streamed.
    const first = await Promise.race([
      turn.firstLine,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no line while the model streams')), 5000)),
    ]);
    expect(first).toEqual({ response: 'You found me at last.', responseTrans: null });
    release();
    const reply = await turn.reply;

    expect(turn.lines.map((l) => l.response)).toEqual(['You found me at last.', 'Sit with me a while?']);
    expect(turn.order.at(-1)).toBe('reply');
    expect(gameReplySchema.strict().parse(reply)).toEqual(reply);
    expect(reply.messages.map((m) => m.response)).toEqual(['You found me at last.', 'Sit with me a while?']);
    expect(reply.options).toEqual(['Gladly', 'Only if', 'Later']);
    // the reply is what was stored, and what the chat shows when opened again
    expect(await storedLines(player, 2)).toEqual(
      reply.messages.map(({ response, responseTrans }) => ({ response, responseTrans })),
    );
    const reopened = ok(await send(ts, player, 'trpc', 'mila'));
    const spoken = (m: GameReply['messages'][number]) => [m.role, m.response, m.responseTrans];
    expect(reopened.messages.slice(-2).map(spoken)).toEqual(reply.messages.map(spoken));
    expect(reopened.score).toBe(reply.score);
    expect(reopened.horny).toBe(reply.horny);
    // the stream's request was logged, without the bearer token or the player's words
    const lines = logged.lines.map((l) => JSON.stringify(l));
    expect(lines.some((l) => l.includes('message.stream'))).toBe(true);
    expect(lines.filter((l) => l.includes(player.token) || l.includes('looking for you'))).toEqual([]);
  });

  it('answers the same turn as message.send for the same model answer', async () => {
    const answer = modelAnswer(['Same words either way.'], 2, ['One', 'Two', 'Three']);
    const viaSend = await freestylePlayer();
    fake.queue({ kind: 'reply', content: answer, chunks: 5 });
    const sent = ok(await send(ts, viaSend, 'trpc', 'mila', { message: 'Tell me anything', mode: 'freestyle' }));
    const viaStream = await freestylePlayer();
    fake.queue({ kind: 'reply', content: answer, chunks: 5 });
    const streamed = await watch(viaStream, { message: 'Tell me anything', mode: 'freestyle' }).reply;
    const turnOf = (r: GameReply) => ({ ...r, messages: r.messages.slice(-1) });
    expect(turnOf(streamed)).toEqual(turnOf(sent));
    expect(await storedLines(viaStream, 1)).toEqual(await storedLines(viaSend, 1));
  });

  it('falls back to the scripted turn with no line event when the stream is garbled or cut mid-line', async () => {
    const player = await freestylePlayer();
    // garbled output is the model's words, not a dead endpoint: asked twice, then the engine answers
    fake.queue({ kind: 'garbled-stream' }, { kind: 'garbled-stream' });
    const garbled = watch(player, { message: 'Are you there?', mode: 'freestyle' });
    const scripted = await garbled.reply;
    expect(garbled.lines).toEqual([]);
    expect(scripted.options.some((o) => o.startsWith('Friendly'))).toBe(true);

    fake.reset();
    fake.queue({ kind: 'cut-stream', sent: '{"lines": ["I was about to say somethi' });
    const cut = watch(player, { message: 'Say it', mode: 'freestyle' });
    const after = await cut.reply;
    expect(cut.lines).toEqual([]);
    expect(cut.order).toEqual(['reply']);
    expect(after.messages.map((m) => m.response).join(' ')).not.toContain('about to say');
    expect(after.options.some((o) => o.startsWith('Friendly'))).toBe(true);
  });

  it('a whole line given before the stream was cut is replaced by the scripted reply, never cut itself', async () => {
    const player = await freestylePlayer();
    fake.queue({ kind: 'cut-stream', sent: '{"lines": ["A whole first line.", "And a half sec' });
    const turn = watch(player, { message: 'Go on', mode: 'freestyle' });
    const reply = await turn.reply;
    expect(turn.lines).toEqual([{ response: 'A whole first line.', responseTrans: null }]);
    expect(turn.order).toEqual(['line:A whole first line.', 'reply']);
    // the final reply is the scripted turn: the page replaces what it showed with it
    expect(reply.messages.map((m) => m.response)).not.toContain('A whole first line.');
    expect(await storedLines(player, reply.messages.length)).toEqual(
      reply.messages.map(({ response, responseTrans }) => ({ response, responseTrans })),
    );
  });

  it('never gives a line twice when invalid output is retried', async () => {
    const player = await freestylePlayer();
    fake.queue(
      { kind: 'invalid', content: '{"lines": ["First, once.", "x"], "meter": oops', chunks: 4 },
      { kind: 'reply', content: modelAnswer(['First, once.', 'Then this.']), chunks: 4 },
    );
    const turn = watch(player, { message: 'Try again', mode: 'freestyle' });
    const reply = await turn.reply;
    expect(fake.requests).toHaveLength(2);
    expect(turn.lines.map((l) => l.response)).toEqual(['First, once.', 'x', 'Then this.']);
    expect(reply.messages.map((m) => m.response)).toEqual(['First, once.', 'Then this.']);
  });

  it('holds back a line that hits the content filter, and the turn falls back', async () => {
    const player = await freestylePlayer();
    fake.queue({ kind: 'reply', content: modelAnswer(['A fine start.', 'I feel like a teen again!']), chunks: 6 });
    const turn = watch(player, { message: 'How do you feel?', mode: 'freestyle' });
    const reply = await turn.reply;
    expect(turn.lines.map((l) => l.response)).toEqual(['A fine start.']);
    expect(reply.messages.map((m) => m.response).join(' ')).not.toMatch(/teen/);
  });

  it('gives each line with its translation to a player who reads another language', async () => {
    const player = await freestylePlayer();
    fake.queue({
      kind: 'reply',
      content: modelAnswer(['Good evening.'], 1, ['A', 'B', 'C'], {
        linesTrans: ['Guten Abend.'],
        optionsTrans: ['A', 'B', 'C'],
      }),
      chunks: 6,
    });
    const turn = watch(player, { message: 'Hallo', mode: 'freestyle' }, 'de');
    const reply = await turn.reply;
    expect(turn.lines).toEqual([{ response: 'Good evening.', responseTrans: 'Guten Abend.' }]);
    expect(reply.messages.at(-1)).toMatchObject({ response: 'Good evening.', responseTrans: 'Guten Abend.' });
  });

  it('answers a scripted turn at once, with the same refusals as message.send', async () => {
    const player = await freestylePlayer(0);
    const chat = watch(player, { message: 'Hi there, how are you?' });
    const reply = await chat.reply;
    expect(chat.order).toEqual(['reply']);
    expect(fake.requests).toHaveLength(0);
    expect(await storedLines(player, reply.messages.length)).toEqual(
      reply.messages.map(({ response, responseTrans }) => ({ response, responseTrans })),
    );

    const refused = await watch(player, { message: 'Hello', mode: 'freestyle' }).reply.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<AppRouter>).data).toMatchObject({ cause: 'tier' });
    const viaSend = await send(ts, player, 'trpc', 'mila', { message: 'Hello', mode: 'freestyle' });
    expect(viaSend.error?.cause).toBe('tier');

    // a proxy in front (nginx) must pass the events on as they come, not buffer the stream
    const raw = await fetch(`${base}/trpc/message.stream?input=${encodeURIComponent(JSON.stringify({ id: 'mila' }))}`, {
      headers: { authorization: `Bearer ${player.token}`, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    expect(raw.headers.get('content-type')).toBe('text/event-stream');
    expect(raw.headers.get('x-accel-buffering')).toBe('no');
    expect(raw.headers.get('content-encoding')).toBeNull();
    await raw.text();

    const stranger = { id: player.id, token: 'not-a-token' };
    const unknown = await watch(stranger, { message: 'Hi' }).reply.catch((e: unknown) => e);
    expect((unknown as TRPCClientError<AppRouter>).data).toMatchObject({ cause: 'login' });
  });
});
