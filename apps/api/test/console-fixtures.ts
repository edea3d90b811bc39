import { expect } from 'vitest';
import type { Me, ModerationEntry } from '@app/schema';
import { appRouter } from '../src/trpc/root.ts';
import type { TestServer } from './harness.ts';
import { makePlayer, rest, trpc, type Answer, type TestPlayer } from './content-fixtures.ts';

/** Every procedure of the operator's console with its kind, read from the router (new ones count at once). */
export const CONSOLE_PROCEDURES: [path: string, kind: 'query' | 'mutation'][] = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: 'query' | 'mutation' } }> } })._def
    .procedures,
)
  .filter(([path]) => path.startsWith('admin.'))
  .map(([path, p]) => [path, p._def.type]);

const kindOf = new Map(CONSOLE_PROCEDURES);

/** tRPC's error as a page reads it: the catalogue key and its parameters. */
export interface Refusal {
  message: string;
  data: { key?: string; params?: Record<string, string | number>; cause?: string };
}

/** A console call (query or mutation, as the router declares it). */
export function admin<T = unknown>(t: TestServer, path: string, input: unknown, token?: string): Promise<Answer<T>> {
  const kind = kindOf.get(path);
  if (!kind) throw new Error(`no console procedure ${path}`);
  return trpc<T>(t, kind, path, input, token);
}

/** A call that must succeed: its data. */
export async function ok<T = unknown>(t: TestServer, path: string, input: unknown, token: string): Promise<T> {
  const res = await admin<T>(t, path, input, token);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** The key (and status) of a refused call. */
export async function refused(res: Promise<Answer>): Promise<{ status: number; key?: string; params?: unknown }> {
  const { status, body } = await res;
  const { data } = body as Refusal;
  return {
    status,
    key: data?.key,
    ...(data?.params && Object.keys(data.params).length ? { params: data.params } : {}),
  };
}

export const moderator = (t: TestServer) => makePlayer(t, { role: 50 });
export const administrator = (t: TestServer) => makePlayer(t, { role: 100 });

/** The profile as the player's app reads it. */
export async function me(t: TestServer, player: TestPlayer): Promise<Me> {
  const res = await trpc<Me>(t, 'query', 'auth.me', undefined, player.token);
  expect(res.status).toBe(200);
  return res.body;
}

interface Turn {
  messages: { role: string; response: string }[];
}

/** A few chat turns with Ava; answers the chat's lines as the player's app shows them on opening it. */
export async function chat(t: TestServer, player: TestPlayer, messages = ['', 'Hello there', 'Tell me more']) {
  for (const message of messages) {
    const turn = await rest<Turn>(t, 'POST', '/api/message/game/ava', player.token, { message });
    expect(turn.status).toBe(200);
    t.clock.advance(60_000);
  }
  return openChat(t, player);
}

/** The chat's history as the app gets it when the player opens the chat (an empty message). */
export async function openChat(t: TestServer, player: TestPlayer): Promise<string[]> {
  const opened = await rest<Turn>(t, 'POST', '/api/message/game/ava', player.token, { message: '' });
  expect(opened.status).toBe(200);
  return opened.body.messages.map((m) => m.response);
}

/** The player reports one of Ava's lines from the middle of the chat; answers the report's id and the line. */
export async function reportALine(t: TestServer, player: TestPlayer): Promise<{ id: string; line: string }> {
  const said = await t.db.prisma.message.findMany({
    where: { userId: player.id, role: 'assistant' },
    orderBy: { id: 'asc' },
  });
  const line = said[1]!.response;
  const res = await rest<{ id: string }>(t, 'POST', '/api/report', player.token, {
    target: 'message',
    id: 'ava',
    message: line,
    reason: 'illegal',
    text: 'This line is not okay',
  });
  expect(res.status).toBe(200);
  t.clock.advance(1_000);
  return { id: res.body.id, line };
}

/** The log's entries about a player, oldest first, as `action` / actor id pairs. */
export async function logOf(t: TestServer, token: string, playerId: string): Promise<[string, string][]> {
  const log = await ok<{ entries: ModerationEntry[] }>(t, 'admin.log', { playerId }, token);
  return log.entries.map((e): [string, string] => [e.action, e.actor.id]).reverse();
}
