import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  packCharacterSchema,
  scenarioSchema,
  type Beat,
  type GameReply,
  type PackCharacter,
  type Scenario,
} from '@app/schema';
import type { Prisma } from '../src/generated/prisma/client.ts';
import type { TestServer } from './harness.ts';
import { grantTier } from './content-fixtures.ts';
import { modelAnswer, type FakeModelServer } from './fake-model-server.ts';

/** Test fixtures for the game suites: an inline pack-shaped character, scenarios, players and both API surfaces. */

function beat(tag: string, n: number): Beat {
  return {
    lines: [`${tag} line ${n}: tell me more about you.`],
    replies: [
      {
        text: `Friendly ${tag} ${n}: you make me smile`,
        trans: { es: `Amable ${tag} ${n}: me haces sonreír` },
        kind: 'friendly',
      },
      { text: `Bold ${tag} ${n}: come closer tonight`, trans: {}, kind: 'bold' },
      { text: `Rude ${tag} ${n}: whatever, you bore me`, trans: {}, kind: 'rude', meter: [-6, -5] },
    ],
  };
}
const beats = (tag: string, count: number) => Array.from({ length: count }, (_, i) => beat(tag, i + 1));
const pool = (tag: string, count: number) => Array.from({ length: count }, (_, i) => `${tag} ${i + 1}`);

export function characterData(id: string, overrides: Partial<PackCharacter> = {}): PackCharacter {
  const base = packCharacterSchema.parse({
    id,
    name: `Char ${id}`,
    age: 24,
    gender: 'girl',
    tier: 0,
    description: 'A playful barista in her twenties.',
    images: [`${id}-card.jpg`, `${id}-avatar.jpg`],
    backgroundImage: `${id}-bg.jpg`,
    persona: { description: 'Warm, witty, loves jazz.', personality: 'playful' },
    locations: [
      { id: 'cafe', name: 'Cozy cafe', nameTrans: { es: 'Café acogedor' }, unlockLevel: 1, image: `${id}-cafe.jpg` },
      { id: 'rooftop', name: 'Rooftop bar', unlockLevel: 3, image: `${id}-rooftop.jpg` },
    ],
    poses: Array.from({ length: 7 }, (_, i) => ({
      id: `pose-${i + 1}`,
      name: `Pose ${i + 1}`,
      unlockLevel: 1,
      image: `${id}-pose-${i + 1}.jpg`,
    })),
    dialogue: {
      greeting: [{ text: 'Hi, I am {name}. Nice to meet you!', trans: { es: 'Hola, soy {name}.' } }],
      talk: { cold: beats('cold', 8), warm: beats('warm', 8), hot: beats('hot', 8) },
      locationOffer: pool('Shall we go somewhere?', 3),
      dates: { cafe: beats('cafe', 8), rooftop: beats('rooftop', 8) },
      actionOffer: pool('What now?', 3),
      actionGeneric: pool('Like this?', 12),
      sceneEnd: pool('That was lovely.', 3),
      blocked: pool('I am done talking to you.', 3),
      away: pool('I am busy right now.', 3),
      resume: pool('I am back.', 3),
      freeText: { positive: pool('Aww, sweet.', 6), neutral: pool('Hmm, go on.', 6), negative: pool('Rude!', 6) },
    },
    // Four and eight above the meter a chat starts with: short plays to a date and a scene.
    thresholds: { date: 14, scene: 18 },
  });
  return { ...base, ...overrides };
}

export async function insertCharacter(
  ts: TestServer,
  id: string,
  tier = 0,
  overrides: Partial<PackCharacter> = {},
): Promise<PackCharacter> {
  const data = characterData(id, { tier, ...overrides });
  await ts.db.prisma.character.create({
    data: {
      id,
      name: data.name,
      age: data.age,
      gender: data.gender,
      tier,
      description: data.description,
      images: data.images.join('|'),
      backgroundImage: data.backgroundImage,
      data: data as unknown as Prisma.InputJsonValue,
    },
  });
  return data;
}

/** A short story for a non-chat game type: start → middle → one of two endings. */
export function storyScenario(gameType: Scenario['gameType'], extra: Partial<Record<string, unknown>> = {}): Scenario {
  const emoji = gameType === 'emoji' || gameType === 'emojisfw';
  return scenarioSchema.parse({
    gameType,
    title: `Test ${gameType}`,
    sfw: gameType === 'emojisfw',
    start: 'start',
    nodes: {
      start: {
        lines: [`{name} starts the ${gameType} game.`],
        options: [
          { text: emoji ? '😊' : 'Go to the park', next: 'middle', meter: 2, score: 3 },
          { text: emoji ? '😴' : 'Stay home', next: 'bad-end', meter: -1 },
        ],
      },
      middle: {
        lines: [`In the middle of ${gameType}.`],
        options: [
          { text: emoji ? '🎉' : 'Celebrate together', next: 'good-end', meter: 3, score: 10 },
          { text: emoji ? '😐' : 'Say goodbye', next: 'bad-end' },
        ],
      },
      'good-end': { lines: ['A happy ending!'], ending: true },
      'bad-end': { lines: ['The end, for now.'], ending: true },
    },
    ...extra,
  });
}

export interface TestPlayer {
  id: string;
  token: string;
}

/** A player row with a live subscription for the tier, and a token claiming it (the token's tier is never trusted). */
export async function createPlayer(ts: TestServer, tier = 0, tags: Record<string, string> = {}): Promise<TestPlayer> {
  const id = randomUUID();
  await ts.db.prisma.user.create({ data: { id, tags, tosConsent: true } });
  if (tier > 0) await setTier(ts, id, tier);
  const token = await ts.built.app.tokens.sign({
    tier: 0,
    user: id,
    tags,
    language: 'en',
    role: 0,
    loggedIn: false,
    tosConsent: true,
    v: 0,
  });
  return { id, token };
}

/** A year's manual tier for the player. */
export async function setTier(ts: TestServer, userId: string, tier: number): Promise<void> {
  await grantTier(ts, userId, tier, 365);
}

export type Surface = 'rest' | 'trpc';
export interface ApiAnswer<T = GameReply> {
  status: number;
  body: T;
  error?: { error: string; cause?: unknown };
}

interface TrpcBody {
  result?: { data: unknown };
  error?: { message: string; data?: { cause?: unknown } };
}

async function call<T>(
  ts: TestServer,
  player: TestPlayer,
  surface: Surface,
  rest: { method: 'GET' | 'POST'; url: string; body?: unknown },
  trpc: { path: string; input?: unknown; query?: boolean },
  language?: string,
): Promise<ApiAnswer<T>> {
  const headers = { authorization: `Bearer ${player.token}`, ...(language ? { 'x-language': language } : {}) };
  if (surface === 'rest') {
    const url = language ? `${rest.url}?language=${language}` : rest.url;
    const res = await ts.server.inject({
      method: rest.method,
      url,
      headers,
      ...(rest.body !== undefined ? { payload: rest.body as object } : {}),
    });
    const body = res.json() as T & { error?: string; cause?: unknown };
    return {
      status: res.statusCode,
      body,
      error: res.statusCode >= 400 ? { error: body.error ?? '', cause: body.cause } : undefined,
    };
  }
  const res = trpc.query
    ? await ts.server.inject({
        method: 'GET',
        url: `/trpc/${trpc.path}${trpc.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(trpc.input))}`}`,
        headers,
      })
    : await ts.server.inject({
        method: 'POST',
        url: `/trpc/${trpc.path}`,
        headers,
        payload: (trpc.input ?? {}) as object,
      });
  const body = res.json() as TrpcBody;
  if (body.error)
    return {
      status: res.statusCode,
      body: undefined as T,
      error: { error: body.error.message, cause: body.error.data?.cause },
    };
  return { status: res.statusCode, body: body.result?.data as T };
}

export interface SendBody {
  message?: string;
  gameType?: string;
  isFuta?: boolean;
  mode?: 'chat' | 'freestyle';
  choices?: string[];
}

/** A game turn: REST POST /api/message/game/{id} or tRPC message.send. */
export function send(
  ts: TestServer,
  player: TestPlayer,
  surface: Surface,
  charId: string,
  body: SendBody = {},
  language?: string,
) {
  return call<GameReply>(
    ts,
    player,
    surface,
    { method: 'POST', url: `/api/message/game/${charId}`, body },
    { path: 'message.send', input: { id: charId, ...body } },
    language,
  );
}

export function restart(
  ts: TestServer,
  player: TestPlayer,
  surface: Surface,
  charId: string,
  gameType = 'chat',
  futa = false,
) {
  return call<GameReply>(
    ts,
    player,
    surface,
    { method: 'GET', url: `/api/message/restart/${charId}/${gameType}${futa ? '/futa' : ''}` },
    { path: 'message.restart', input: { id: charId, gameType, isFuta: futa } },
  );
}

/** GET /api/user/restartCharacter/{id} or user.restartCharacter: the tier holders' "restart character" (clears progress with one character). */
export function restartCharacter(ts: TestServer, player: TestPlayer, surface: Surface, charId: string) {
  return call<{ success: true }>(
    ts,
    player,
    surface,
    { method: 'GET', url: `/api/user/restartCharacter/${charId}` },
    { path: 'user.restartCharacter', input: { id: charId } },
  );
}

/** GET /api/user/restart or user.restart: "restart progress" with every character. */
export function restartAll(ts: TestServer, player: TestPlayer, surface: Surface) {
  return call<{ success: true }>(
    ts,
    player,
    surface,
    { method: 'GET', url: '/api/user/restart' },
    { path: 'user.restart' },
  );
}

export function inbox(ts: TestServer, player: TestPlayer, surface: Surface) {
  return call<
    { _id: string; name: string; image: string; message: string; messageTrans: string | null; updatedAt: string }[]
  >(ts, player, surface, { method: 'GET', url: '/api/message/inbox' }, { path: 'message.inbox', query: true });
}

/** Asserts a successful answer and returns its body. */
export function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The friendly one of the offered replies. */
export function friendly(reply: GameReply): string {
  const option = reply.options.find((o) => o.startsWith('Friendly'));
  if (!option) throw new Error(`No friendly option in ${JSON.stringify(reply.options)}`);
  return option;
}

export function rude(reply: GameReply): string {
  const option = reply.options.find((o) => o.startsWith('Rude'));
  if (!option) throw new Error(`No rude option in ${JSON.stringify(reply.options)}`);
  return option;
}

/**
 * Sends rude replies until the character blocks the player (a new chat starts warm, so one rude reply
 * never blocks on its own); answers the blocking reply.
 */
export async function rudeUntilBlocked(
  ts: TestServer,
  player: TestPlayer,
  surface: Surface,
  charId: string,
  first: GameReply,
  max = 6,
): Promise<GameReply> {
  let reply = first;
  for (let i = 0; i < max && reply.timeout === null; i++)
    reply = ok(await send(ts, player, surface, charId, { message: rude(reply) }));
  expect(reply.timeout, `not blocked after ${max} rude replies`).not.toBeNull();
  return reply;
}

/** Plays friendly replies until the reply offers what `until` looks for (at most `max` turns). */
export async function playFriendlyUntil(
  ts: TestServer,
  player: TestPlayer,
  surface: Surface,
  charId: string,
  first: GameReply,
  until: (r: GameReply) => boolean,
  max = 30,
): Promise<{ reply: GameReply; replies: GameReply[] }> {
  let reply = first;
  const replies: GameReply[] = [];
  for (let i = 0; i < max && !until(reply); i++) {
    reply = ok(await send(ts, player, surface, charId, { message: friendly(reply) }));
    replies.push(reply);
  }
  expect(until(reply), `not reached after ${max} turns: ${JSON.stringify(reply)}`).toBe(true);
  return { reply, replies };
}

/** A request for the running summary (services/model/summarise.ts), as the fake model server sees it. */
export function isSummaryRequest(body: { messages?: { role: string; content: string }[] }): boolean {
  return body.messages?.[0]?.content.startsWith('Summarise a chat') ?? false;
}

/**
 * Makes the fake model answer every turn with a line of its own ("Model line N", meter 0 so the chat
 * stays in its stage) and every summary request with `summary`. Returns the count of turn answers.
 */
export function distinctModelAnswers(
  fake: FakeModelServer,
  summary = 'They talked over drinks and laughed a lot.',
): { turns: () => number } {
  let turns = 0;
  fake.fallback = (body) =>
    isSummaryRequest(body)
      ? { kind: 'reply', content: { summary } }
      : { kind: 'reply', content: modelAnswer([`Model line ${++turns}`], 0) };
  return { turns: () => turns };
}
