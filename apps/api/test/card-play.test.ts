import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { characterSkeleton, importCharacterCard, readCardFile, REPO_ROOT } from '@app/content';
import { BLOCK_METER } from '@app/game-engine';
import { packCharacterSchema, type GameReply, type PackCharacter } from '@app/schema';
import type { Prisma } from '../src/generated/prisma/client.ts';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer, type FakeRequest } from './fake-model-server.ts';
import { createPlayer, ok, restart, send, type TestPlayer } from './game-fixtures.ts';

/** An imported card exactly as `pnpm admin import-card` writes it: the card's persona, generic placeholders for the rest. */
function importedMarisol(): PackCharacter {
  const card = readCardFile(join(REPO_ROOT, 'content', 'fixtures', 'cards', 'marisol.v3.png'));
  return packCharacterSchema.parse(characterSkeleton(importCharacterCard(card, { age: 31, id: 'marisol' })));
}

async function insert(ts: TestServer, c: PackCharacter): Promise<void> {
  await ts.db.prisma.character.create({
    data: {
      id: c.id,
      name: c.name,
      age: c.age,
      gender: c.gender,
      tier: c.tier,
      description: c.description,
      images: c.images.join('|'),
      backgroundImage: c.backgroundImage,
      data: c as unknown as Prisma.InputJsonValue,
    },
  });
}

const marisol = importedMarisol();
/** Every placeholder line of the skeleton's generic pools. */
const PLACEHOLDERS = new Set(
  marisol.generic.flatMap((name) => {
    const [field, key] = name.split('.') as [keyof PackCharacter['dialogue'], string | undefined];
    const value = marisol.dialogue[field] as unknown;
    const pool = (key ? (value as Record<string, unknown[]>)[key] : value) as unknown[];
    return pool.flatMap((item) => {
      const o = item as { text?: string; lines?: { text: string }[]; replies?: { text: string }[] };
      return [
        ...(o.text ? [o.text] : []),
        ...(o.lines ?? []).map((l) => l.text),
        ...(o.replies ?? []).map((r) => r.text),
      ];
    });
  }),
);
const lastAsk = (r: FakeRequest) => r.body.messages?.at(-1)?.content ?? '';

/** The replies the request asks the model to reword, in its order. */
function askedReplies(ask: string): string[] {
  const list = /reword these \d+ replies[^:]*: (.*)\)$/s.exec(ask)?.[1];
  return list ? list.split(/\s*\d\. /).filter(Boolean) : [];
}

describeEachDb('an imported card played with a model', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  let said = 0;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, { config: { MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '500' } });
    await insert(ts, marisol);
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    // Words every line anew and rewords each reply it is asked for as "Voiced: <reply>".
    fake.fallback = (body) => {
      const ask = body.messages?.at(-1)?.content ?? '';
      const asked = askedReplies(ask);
      const options = asked.length === 3 ? asked.map((o) => `Voiced: ${o}`) : ['One', 'Two', 'Three'];
      return { kind: 'reply', content: modelAnswer([`Marisol, in her own words #${++said}.`], 4, options) };
    };
  });

  const voicedLines = (reply: GameReply) => reply.messages.filter((m) => /in her own words #\d+/.test(m.response));
  const placeholdersIn = (reply: GameReply) =>
    [...reply.messages.map((m) => m.response.replace(/\s*\[[^\]]+\]/, '')), ...reply.options].filter((t) =>
      PLACEHOLDERS.has(t),
    );
  const option = (reply: GameReply, scripted: string) => {
    const found = reply.options.find((o) => o === `Voiced: ${scripted}`);
    if (!found) throw new Error(`"${scripted}" is not on offer: ${JSON.stringify(reply.options)}`);
    return found;
  };

  it('greets with the card’s first message and the model’s words for the generic beat, its replies reworded', async () => {
    const player = await createPlayer(ts);
    const hello = ok(await send(ts, player, 'rest', 'marisol'));
    const greetings = marisol.dialogue.greeting.map((g) =>
      (typeof g === 'string' ? g : g.text).replaceAll('{name}', marisol.name),
    );
    expect(greetings).toContain(hello.messages[0]?.response);
    expect(voicedLines(hello)).toHaveLength(1);
    expect(placeholdersIn(hello)).toEqual([]);
    expect([...hello.options].sort()).toEqual(
      ['Same here.', "Then let's talk all night.", "It's fine, I guess."].map((o) => `Voiced: ${o}`).sort(),
    );
    expect(fake.requests).toHaveLength(1);
    const ask = lastAsk(fake.requests[0]!);
    expect(ask).toContain('the player just opened the chat: greet them.');
    expect(ask).toContain('the gist: I like talking to you.');
    expect(fake.requests[0]!.body.messages![0]!.content).toContain('Marisol');
  });

  it('scores a clicked reworded reply as the reply it stands for, and the model words the date offer and the date', async () => {
    const player = await createPlayer(ts);
    let reply = ok(await send(ts, player, 'rest', 'marisol'));
    const meters = [reply.horny];
    for (let i = 0; i < 10 && reply.locationSelect === null; i++) {
      reply = ok(await send(ts, player, i % 2 ? 'trpc' : 'rest', 'marisol', { message: option(reply, 'Same here.') }));
      meters.push(reply.horny);
      expect(placeholdersIn(reply)).toEqual([]);
    }
    // The engine's meter: friendly replies rise by 1..3 a turn (the model's meter of 4 is not used).
    for (const [i, m] of meters.slice(1).entries()) expect(m - meters[i]!).toBeGreaterThanOrEqual(1);
    for (const [i, m] of meters.slice(1).entries()) expect(m - meters[i]!).toBeLessThanOrEqual(3);
    expect(reply.locationSelect?.map((l) => l.id)).toEqual(['cafe']);
    expect(voicedLines(reply)).toHaveLength(1);
    expect(lastAsk(fake.requests.at(-1)!)).toContain(
      'you suggest going on a date; the player picks the place (Corner café)',
    );
    // The player's history keeps the reworded reply they clicked.
    const mine = await ts.db.prisma.message.findFirst({ where: { userId: player.id, role: 'user' } });
    expect(mine?.response).toBe('Voiced: Same here.');

    const date = ok(await send(ts, player, 'trpc', 'marisol', { choices: ['cafe'] }));
    expect(date.messages[0]?.response).toBe('[marisol-loc-cafe.jpg]');
    expect(voicedLines(date)).toHaveLength(1);
    expect(placeholdersIn(date)).toEqual([]);
    expect(lastAsk(fake.requests.at(-1)!)).toContain('you have just arrived at Corner café with the player.');
    expect(date.options).toContain('Voiced: Great choice.');
  });

  it('still blocks a rude streak, the model wording the warnings and the block', async () => {
    const player = await createPlayer(ts);
    let reply = ok(await send(ts, player, 'rest', 'marisol'));
    const asks: string[] = [];
    for (let i = 0; i < 8 && reply.timeout === null; i++) {
      const rude = reply.options.find((o) => o.includes("It's fine, I guess.") || o.includes('Whatever.'));
      reply = ok(await send(ts, player, 'rest', 'marisol', { message: rude ?? 'Whatever.' }));
      asks.push(lastAsk(fake.requests.at(-1)!));
      expect(placeholdersIn(reply)).toEqual([]);
    }
    expect(reply.timeout).toBe(ts.clock.now + 15 * 60_000);
    expect(reply.horny).toBeLessThanOrEqual(BLOCK_METER);
    expect(voicedLines(reply)).toHaveLength(1);
    expect(asks.some((a) => a.includes('you are hurt by their rudeness and warn them'))).toBe(true);
    expect(asks.at(-1)).toContain('you are hurt and leave the chat for a while');
    // Blocked: she answers (in the model's words) that she is not talking yet, and the block holds.
    const again = ok(await send(ts, player, 'rest', 'marisol', { message: 'Sorry!' }));
    expect(again.timeout).toBe(reply.timeout);
    expect(lastAsk(fake.requests.at(-1)!)).toContain('you are still hurt and not talking to the player yet');
  });

  it('counts only FreeStyle words of the player’s own against the quota, not a clicked reworded reply', async () => {
    const player = await createPlayer(ts, 1);
    const used = async () =>
      (await ts.db.prisma.quotaUsage.findMany({ where: { userId: player.id } })).reduce((n, r) => n + r.count, 0);
    const hello = ok(await send(ts, player, 'rest', 'marisol', { mode: 'freestyle' }));
    const clicked = ok(
      await send(ts, player, 'rest', 'marisol', { message: option(hello, 'Same here.'), mode: 'freestyle' }),
    );
    expect(clicked.horny).toBeGreaterThan(hello.horny);
    expect(await used()).toBe(0);
    ok(await send(ts, player, 'rest', 'marisol', { message: 'Tell me about the harbour', mode: 'freestyle' }));
    expect(await used()).toBe(1);
  });

  it('words the hello after a restart too', async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'marisol'));
    fake.reset();
    const hello = ok(await restart(ts, player, 'trpc', 'marisol'));
    expect(fake.requests).toHaveLength(1);
    expect(voicedLines(hello)).toHaveLength(1);
    expect(placeholdersIn(hello)).toEqual([]);
  });

  it('shows the placeholder lines when the model fails', async () => {
    // A paying player: no shared wording from the cache stands in for the model.
    const player = await createPlayer(ts, 1);
    fake.queue({ kind: 'status', status: 500 });
    const hello = ok(await send(ts, player, 'rest', 'marisol'));
    expect(hello.messages.map((m) => m.response)).toContain('I like talking to you.');
    expect([...hello.options].sort()).toEqual(["It's fine, I guess.", 'Same here.', "Then let's talk all night."]);
    // The scripted reply still plays as the engine offers it.
    const next = ok(await send(ts, player, 'rest', 'marisol', { message: 'Same here.' }));
    expect(next.horny).toBeGreaterThan(hello.horny);
  });

  it('shares a free-tier wording through the cache, so the same turn costs one call', async () => {
    const first = await createPlayer(ts);
    const a = ok(await send(ts, first, 'rest', 'marisol'));
    const second = await createPlayer(ts);
    const b = ok(await send(ts, second, 'rest', 'marisol'));
    // The first greeting of this file already filled the cache: at most one call for both.
    expect(fake.requests.length).toBeLessThanOrEqual(1);
    expect(voicedLines(a)).toHaveLength(1);
    expect(voicedLines(b).map((m) => m.response)).toEqual(voicedLines(a).map((m) => m.response));
    expect([...b.options].sort()).toEqual([...a.options].sort());
  });
});

describeEachDb('an imported card without a model', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insert(ts, marisol);
  });
  afterAll(() => ts.close());

  it('plays its placeholder lines, as the pack wrote them', async () => {
    const player: TestPlayer = await createPlayer(ts);
    const hello = ok(await send(ts, player, 'rest', 'marisol'));
    expect(hello.messages.map((m) => m.response)).toContain('I like talking to you.');
    expect([...hello.options].sort()).toEqual(["It's fine, I guess.", 'Same here.', "Then let's talk all night."]);
    const next = ok(await send(ts, player, 'trpc', 'marisol', { message: 'Same here.' }));
    expect(next.horny).toBeGreaterThan(hello.horny);
  });
});
