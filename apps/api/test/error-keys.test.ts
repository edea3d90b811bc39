import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { createPlayer, insertCharacter, ok, send, type TestPlayer } from './game-fixtures.ts';

/** The body of a refusal on either surface: REST answers it as is, tRPC in its error envelope. */
async function refusalOf(
  ts: TestServer,
  player: TestPlayer,
  rest: { url: string; payload: object },
  trpc: { path: string; input: object },
) {
  const headers = { authorization: `Bearer ${player.token}` };
  const viaRest = await ts.server.inject({ method: 'POST', url: rest.url, headers, payload: rest.payload });
  const viaTrpc = await ts.server.inject({ method: 'POST', url: `/trpc/${trpc.path}`, headers, payload: trpc.input });
  const envelope = viaTrpc.json<{ error: { message: string; data: Record<string, unknown> } }>().error;
  return {
    status: [viaRest.statusCode, viaTrpc.statusCode],
    rest: viaRest.json<Record<string, unknown>>(),
    trpc: {
      error: envelope.message,
      key: envelope.data.key,
      params: envelope.data.params,
      cause: envelope.data.cause,
    },
  };
}

describeEachDb('error keys', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
  });
  afterAll(() => ts.close());

  it('a refusal with a number answers its key, its parameters and the same English text on REST and tRPC', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    const message = 'a'.repeat(201);
    const answer = await refusalOf(
      ts,
      player,
      { url: '/api/message/game/mila', payload: { message } },
      { path: 'message.send', input: { id: 'mila', message } },
    );
    const expected = {
      error: 'Messages are limited to 200 characters',
      key: 'chat.tooLong',
      params: { limit: 200 },
      cause: 'validation',
    };
    expect(answer.status).toEqual([400, 400]);
    expect(answer.rest).toEqual(expected);
    expect(answer.trpc).toEqual(expected);
  });

  it('a 401 names its key', async () => {
    const anonymous = await createPlayer(ts);
    const answer = await refusalOf(
      ts,
      anonymous,
      { url: '/api/hubPost/vote/poll', payload: { option: 0 } },
      { path: 'hub.vote', input: { id: 'poll', option: 0 } },
    );
    const expected = { error: ERRORS['auth.loginRequired'], key: 'auth.loginRequired', params: {}, cause: 'login' };
    expect(answer.status).toEqual([401, 401]);
    expect(answer.rest).toEqual(expected);
    expect(answer.trpc).toEqual(expected);
  });

  it('a validation failure answers the key of its first problem, read back from the schema message', async () => {
    const player = await createPlayer(ts);
    const input = { tag: 't'.repeat(41), value: 'x' };
    const answer = await refusalOf(
      ts,
      player,
      { url: '/api/user/setTag', payload: input },
      { path: 'user.setTag', input },
    );
    const expected = {
      error: 'tag is too long (at most 40 characters)',
      key: 'field.tooLong',
      params: { field: 'tag', max: 40 },
      cause: 'validation',
    };
    expect(answer.status).toEqual([400, 400]);
    expect(answer.rest).toMatchObject(expected);
    expect(answer.rest.issues).toEqual([{ path: 'tag', message: expected.error }]);
    expect(answer.trpc).toEqual(expected);
  });
});
