import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_OPEN_REPORTS, type MyReport } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, trpc } from './content-fixtures.ts';
import { listReports, resolveReport } from '../src/cli/admin-commands.ts';

interface Turn {
  messages: { role: string; response: string }[];
}

describeEachDb('in-app reports', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
  });
  afterAll(() => t.close());

  /** A player with a few lines of chat with Ava: answers the character lines as the chat shows them. */
  async function chatted() {
    const player = await makePlayer(t);
    let lines: string[] = [];
    for (const message of ['', 'Hello there', 'Tell me about your day']) {
      const turn = await rest<Turn>(t, 'POST', '/api/message/game/ava', player.token, { message });
      expect(turn.status).toBe(200);
      lines = turn.body.messages.filter((m) => m.role === 'assistant').map((m) => m.response);
      t.clock.advance(60_000);
    }
    return { player, lines };
  }

  it('a reported character message reaches the queue with its reason, the text and the lines around it', async () => {
    const { player, lines } = await chatted();
    // A line from the middle of the conversation: lines before it and after it.
    const said = await t.db.prisma.message.findMany({ where: { userId: player.id }, orderBy: { id: 'asc' } });
    expect(said.length).toBeGreaterThanOrEqual(3);
    const at = said.findIndex((m, i) => i > 0 && i < said.length - 1 && m.role === 'assistant');
    const reported = said[at]!.response;
    const res = await rest<{ id: string }>(t, 'POST', '/api/report', player.token, {
      target: 'message',
      id: 'ava',
      message: reported,
      reason: 'minor',
      text: 'She talks like a schoolgirl here',
    });
    expect(res.status).toBe(200);
    const row = await t.db.prisma.report.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ userId: player.id, charId: 'ava', kind: 'player', status: 'open' });
    expect(row.text).toBe('She talks like a schoolgirl here');
    const context = row.context as {
      target: string;
      reason: string;
      item: { reported: { response: string }; before: unknown[]; after: { response: string }[] };
    };
    expect(context).toMatchObject({ target: 'message', reason: 'minor' });
    expect(context.item.reported.response).toBe(reported);
    expect(context.item.before.at(-1)).toMatchObject({ response: said[at - 1]!.response });
    expect(context.item.after[0]).toMatchObject({ response: said[at + 1]!.response });
    expect(lines).toContain(said.at(-1)!.response);
    // The operator sees it in the queue with what was reported and why.
    const queue = await listReports(t.db.prisma, false);
    expect(queue).toContain(res.body.id);
    expect(queue).toContain('message/minor');
  });

  it('reports a character or a hub post; the player sees their reports and the moment one is resolved', async () => {
    const player = await makePlayer(t);
    const hubPost = await t.db.prisma.hubPost.create({
      data: { id: randomUUID(), description: 'Vote now', endTimestamp: new Date(t.clock.now + 86_400_000) },
    });
    const character = await trpc<{ id: string }>(
      t,
      'mutation',
      'report.create',
      { target: 'character', id: 'cleo', reason: 'real-person' },
      player.token,
    );
    expect(character.status).toBe(200);
    t.clock.advance(1_000);
    const post = await rest<{ id: string }>(t, 'POST', '/api/report', player.token, {
      target: 'hub-post',
      id: hubPost.id,
      reason: 'spam',
    });
    expect(post.status).toBe(200);
    const mine = await rest<MyReport[]>(t, 'GET', '/api/report/mine', player.token);
    expect(mine.body.map((r) => [r.target, r.itemId, r.reason, r.status])).toEqual([
      ['hub-post', hubPost.id, 'spam', 'open'],
      ['character', 'cleo', 'real-person', 'open'],
    ]);
    t.clock.advance(3_600_000);
    await resolveReport(t.db.prisma, t.clock.now, character.body.id);
    const after = await trpc<MyReport[]>(t, 'query', 'report.mine', undefined, player.token);
    expect(after.body.find((r) => r.id === character.body.id)).toMatchObject({
      status: 'resolved',
      resolvedAt: new Date(t.clock.now).toISOString(),
    });
    // Another player sees none of them.
    const other = await makePlayer(t);
    expect((await rest<MyReport[]>(t, 'GET', '/api/report/mine', other.token)).body).toEqual([]);
  });

  it('refuses what cannot be reported, writing nothing', async () => {
    const { player } = await chatted();
    const before = await t.db.prisma.report.count();
    const cases: [unknown, number, string][] = [
      [{ target: 'message', id: 'ava', message: 'a line she never said', reason: 'other' }, 404, 'Message not found'],
      [{ target: 'character', id: 'nobody', reason: 'other' }, 404, 'Character not found'],
      [{ target: 'hub-post', id: 'no-such-post', reason: 'other' }, 404, 'Hub post not found'],
      [{ target: 'character', id: 'ava', reason: 'boring' }, 400, 'reason must be one of'],
      [{ target: 'post', id: 'ava', reason: 'other' }, 400, 'target must be message, character or hub-post'],
      [{ target: 'character', id: 'ava', reason: 'other', text: 'x'.repeat(1001) }, 400, 'text is too long'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await rest<{ error: string; cause?: string }>(t, 'POST', '/api/report', player.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.error).toContain(error);
    }
    // Another player's chat line cannot be reported by someone who never saw it.
    const { lines } = await chatted();
    const stranger = await rest(t, 'POST', '/api/report', player.token, {
      target: 'message',
      id: 'ava',
      message: `${lines.at(-1)} (not mine)`,
      reason: 'other',
    });
    expect(stranger.status).toBe(404);
    expect(await t.db.prisma.report.count()).toBe(before);
  });

  it(`holds at most ${MAX_OPEN_REPORTS} open reports a player`, async () => {
    const player = await makePlayer(t);
    for (let i = 0; i < MAX_OPEN_REPORTS; i++)
      expect(
        (await rest(t, 'POST', '/api/report', player.token, { target: 'character', id: 'ava', reason: 'other' }))
          .status,
      ).toBe(200);
    const refused = await rest<{ error: string; cause: string }>(t, 'POST', '/api/report', player.token, {
      target: 'character',
      id: 'ava',
      reason: 'other',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ cause: 'rate' });
    expect(refused.body.error).toContain('many reports waiting');
  });
});
