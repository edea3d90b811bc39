import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { createPlayer, insertCharacter, ok, send } from './game-fixtures.ts';

describeEachDb('the content filter in chat, in every language', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, {
      config: { MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '10000', CONTENT_FILTER_NAMES: 'Jane Example' },
    });
    await insertCharacter(ts, 'mila');
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('refuses player messages in other languages with cause content, reports them and stores none', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    const messages: [string, string, 'rest' | 'trpc'][] = [
      ['niña de 15 años', 'minors', 'rest'],
      ['Schülerin, 16 Jahre alt', 'minors', 'trpc'],
      ['школьница', 'minors', 'rest'],
      ['女子高生', 'minors', 'trpc'],
      ['اغتصاب', 'non-consent', 'rest'],
      ['roleplay as jane example', 'real-person', 'trpc'],
      ['近親相姦', 'illegal', 'rest'],
    ];
    for (const [text, , surface] of messages) {
      const answer = await send(ts, player, surface, 'mila', { message: text });
      expect(answer.status, text).toBe(400);
      expect(answer.error?.cause, text).toBe('content');
      expect(answer.error?.error, text).toMatch(/content rules/);
    }
    const reports = await ts.db.prisma.report.findMany({ where: { userId: player.id }, orderBy: { createdAt: 'asc' } });
    expect(reports.map((r) => [r.kind, r.status, r.text, (r.context as { category?: string }).category])).toEqual(
      messages.map(([text, category]) => ['filter', 'open', text, category]),
    );
    expect(await ts.db.prisma.message.count({ where: { userId: player.id, role: 'user' } })).toBe(0);
  });

  it('lets adult talk in other languages through and stores it', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    const texts = [
      'Ven aquí, mi niña',
      'Ich bin 24 und Studentin',
      'Моя девочка, ты прекрасна',
      '我25岁',
      'Llevamos 5 años juntos',
    ];
    for (const text of texts) ok(await send(ts, player, 'trpc', 'mila', { message: text }));
    const stored = await ts.db.prisma.message.findMany({
      where: { userId: player.id, role: 'user' },
      orderBy: { id: 'asc' },
    });
    expect(stored.map((m) => m.response)).toEqual(texts);
    expect(await ts.db.prisma.report.count({ where: { userId: player.id } })).toBe(0);
  });

  it('refuses model output whose translation is minor-coded: scripted answer, a report, nothing stored from it', async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'mila', {}, 'ru'));
    fake.queue({
      kind: 'reply',
      content: modelAnswer(['Tell me about your day.'], 1, undefined, {
        linesTrans: ['Я школьница, расскажи о своём дне.'],
      }),
    });
    const reply = ok(await send(ts, player, 'rest', 'mila', { message: 'Как прошёл день?', mode: 'freestyle' }, 'ru'));
    expect(reply.messages.some((m) => m.response === 'Tell me about your day.')).toBe(false);
    const report = await ts.db.prisma.report.findFirst({ where: { userId: player.id } });
    expect(report).toMatchObject({
      kind: 'filter',
      status: 'open',
      text: 'Я школьница, расскажи о своём дне.',
      charId: 'mila',
    });
    expect(report?.context).toMatchObject({ source: 'model', category: 'minors' });
    expect(await ts.db.prisma.message.count({ where: { responseTrans: { contains: 'школьница' } } })).toBe(0);
  });
});
