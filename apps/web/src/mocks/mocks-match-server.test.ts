import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, GameReply } from '@app/schema';
import { startApiProcess, type ApiProcess } from '@app/api/test/api-process';
import { mockToken } from './data/token.ts';

/**
 * The mocks against the real server (issue 14): the API runs as a process on PGlite with the demo
 * pack loaded, and one seeded sequence of choices is played against it and against the MSW handlers
 * as the same player. The characters listed, her replies, the options and the meter must be the same
 * after every turn, so a mock that drifts from the engine, the pack or the server's rules fails here.
 */
/** Where the MSW handlers answer (any host: they match the /trpc/ path). */
const MOCKS = 'http://localhost:3000';
const TURNS = 14;

interface Answer {
  status: number;
  body: { result?: { data: unknown }; error?: { message: string; data?: { code?: string; cause?: unknown } } };
}

/** One side: the real server (its requests bypass MSW) or the mocks. */
function side(base: string, real: boolean) {
  let token = '';
  let language = 'en';
  const call = async (path: string, input: unknown, method: 'GET' | 'POST'): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-language': language };
    if (token) headers.authorization = `Bearer ${token}`;
    const url =
      method === 'GET'
        ? `${base}/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
        : `${base}/trpc/${path}`;
    const request = new Request(url, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
    });
    const response = await fetch(real ? bypass(request) : request);
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  return {
    useToken: (t: string) => (token = t),
    useLanguage: (l: string) => (language = l),
    query: (path: string, input?: unknown) => call(path, input, 'GET'),
    mutate: (path: string, input?: unknown) => call(path, input, 'POST'),
  };
}

const data = <T>(a: Answer): T => {
  if (!a.body.result) throw new Error(`refused (${a.status}): ${JSON.stringify(a.body.error)}`);
  return a.body.result.data as T;
};

/** What a player sees of a reply; the clock's values (message times, the end of a block) only as present or not. */
function seen(reply: GameReply) {
  const { messages, timeout, ...rest } = reply;
  return {
    ...rest,
    blocked: timeout !== null,
    messages: messages.map((m) => ({ role: m.role, response: m.response, responseTrans: m.responseTrans })),
  };
}

/** The next thing the seeded player does, from what she offers: a place, poses, or one of the replies. */
function nextChoice(reply: GameReply, turn: number): { message: string; choices: string[] } {
  if (reply.locationSelect?.length)
    return { message: '', choices: [reply.locationSelect[turn % reply.locationSelect.length]!.id] };
  if (reply.actionSelect?.length)
    return { message: '', choices: [reply.actionSelect[turn % reply.actionSelect.length]!.id] };
  if (reply.options.length) return { message: reply.options[(turn * 7) % reply.options.length]!, choices: [] };
  return { message: 'Tell me more about you', choices: [] };
}

let api: ApiProcess | undefined;
let dataDir = '';
let server: ReturnType<typeof side>;
const mocks = side(MOCKS, false);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mocks-match-'));
  api = await startApiProcess(dataDir, {
    env: { CONTENT_AUTOLOAD: 'true', CHAT_RATE_LIMIT: '1000' },
    fetch: (url) => fetch(bypass(String(url))),
  });
  server = side(api.url, true);
}, 300_000);

afterAll(() => {
  api?.server.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the MSW mocks and the real server, same player and seed', () => {
  it('list the same characters, answer the same turns and refuse the same locked character', async () => {
    // A new anonymous player on the server; the mocks speak for the same player id (the turn's seed derives from it).
    const me = data<{ _id: string; token: string; tier: number; tags: Record<string, string> }>(
      await server.query('auth.me'),
    );
    server.useToken(me.token);
    mocks.useToken(mockToken({ user: me._id, tier: me.tier, tags: me.tags }));

    const listed = async () => ({
      server: data<Character[]>(await server.query('character.all')),
      mocks: data<Character[]>(await mocks.query('character.all')),
    });
    const before = await listed();
    expect(before.server.length).toBeGreaterThan(0);
    expect(before.mocks).toEqual(before.server);
    expect(before.server.every((c) => !c.active && c.level === 1)).toBe(true);
    expect(data(await mocks.query('message.inbox'))).toEqual(data(await server.query('message.inbox')));

    const locked = before.server.find((c) => c.locked)!;
    const refusal = (a: Answer) => ({
      status: a.status,
      message: a.body.error?.message,
      cause: a.body.error?.data?.cause,
    });
    const lockedTurn = { id: locked._id, message: '' };
    expect(refusal(await mocks.mutate('message.send', lockedTurn))).toEqual(
      refusal(await server.mutate('message.send', lockedTurn)),
    );
    expect(refusal(await server.mutate('message.send', lockedTurn))).toMatchObject({ status: 403, cause: 'tier' });

    const charId = before.server.find((c) => !c.locked)!._id;
    let reply = data<GameReply>(await server.mutate('message.send', { id: charId, message: '' }));
    expect(seen(data<GameReply>(await mocks.mutate('message.send', { id: charId, message: '' })))).toEqual(seen(reply));
    const meters = [reply.horny];
    for (let turn = 1; turn <= TURNS && !reply.timeout; turn++) {
      const input = { id: charId, ...nextChoice(reply, turn) };
      const fromServer = data<GameReply>(await server.mutate('message.send', input));
      const fromMocks = data<GameReply>(await mocks.mutate('message.send', input));
      expect(seen(fromMocks), `turn ${turn}: ${JSON.stringify(input)}`).toEqual(seen(fromServer));
      reply = fromServer;
      meters.push(reply.horny);
    }
    // The sequence really played the game: the meter moved.
    expect(new Set(meters).size).toBeGreaterThan(1);

    const after = await listed();
    expect(after.mocks).toEqual(after.server);
    // she scored the turns, unless the player's random picks were rude enough for a block first (the player id seeds them)
    const scored = after.server.find((c) => c._id === charId)!.score;
    expect(scored > 0 || (reply.timeout !== null && reply.timeout > Date.now()), `score ${scored}`).toBe(true);
    const inbox = (items: { _id: string; message: string }[]) => items.map((i) => ({ _id: i._id, message: i.message }));
    expect(inbox(data(await mocks.query('message.inbox')))).toEqual(inbox(data(await server.query('message.inbox'))));
  }, 240_000);

  it('filter the list by the Girls/Futas options and speak French alike', async () => {
    // Another new player.
    server.useToken('');
    const me = data<{ _id: string; token: string; tier: number; tags: Record<string, string> }>(
      await server.query('auth.me'),
    );
    server.useToken(me.token);
    mocks.useToken(mockToken({ user: me._id, tier: me.tier, tags: me.tags }));
    // Girls off: only characters with a futa variant stay (in the demo pack, each of them).
    const tags = { tags: { girls: false, futas: true } };
    server.useToken(data<{ token: string }>(await server.mutate('user.setTags', tags)).token);
    mocks.useToken(data<{ token: string }>(await mocks.mutate('user.setTags', tags)).token);
    expect(data(await mocks.query('character.all'))).toEqual(data(await server.query('character.all')));

    server.useLanguage('fr');
    mocks.useLanguage('fr');
    const listed = data<Character[]>(await server.query('character.all'));
    expect(listed.some((c) => c.descriptionTrans !== null)).toBe(true);
    expect(data(await mocks.query('character.all'))).toEqual(listed);
    const charId = listed.find((c) => !c.locked)!._id;
    let reply = data<GameReply>(await server.mutate('message.send', { id: charId, message: '' }));
    expect(seen(data<GameReply>(await mocks.mutate('message.send', { id: charId, message: '' })))).toEqual(seen(reply));
    expect(reply.messages.some((m) => m.responseTrans !== null)).toBe(true);
    for (let turn = 1; turn <= 3 && !reply.timeout; turn++) {
      const input = { id: charId, ...nextChoice(reply, turn) };
      const fromServer = data<GameReply>(await server.mutate('message.send', input));
      expect(seen(data<GameReply>(await mocks.mutate('message.send', input))), `turn ${turn}`).toEqual(
        seen(fromServer),
      );
      reply = fromServer;
    }
    server.useLanguage('en');
    mocks.useLanguage('en');
  }, 240_000);
});
