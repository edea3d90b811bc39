import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HubPost } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, trpc, type TestPlayer } from './content-fixtures.ts';
import { hubClose } from '../src/cli/admin-commands.ts';
import { refusal } from './answers.ts';

const DAY = 86_400_000;

describeEachDb('hub', (kind) => {
  let t: TestServer;
  let free: TestPlayer;
  let loadedAt: number;
  beforeAll(async () => {
    t = await startTestServer(kind);
    loadedAt = t.clock.now;
    await loadTestPack(t.db, t.clock.now);
    free = await makePlayer(t);
  });
  afterAll(() => t.close());

  const vote = (id: string, option: unknown, token?: string) =>
    rest<HubPost & { error?: string; cause?: string }>(t, 'POST', `/api/hubPost/vote/${id}`, token, { option });

  it('lists ordinary posts newest first and the critical ones apart, markdown and {token} kept as written', async () => {
    const all = await rest<HubPost[]>(t, 'GET', '/api/hubPost/all', free.token);
    expect(all.body.map((p) => p._id)).toEqual(['poll-open', 'poll-ended']);
    expect(all.body[0]).toMatchObject({
      postId: 'poll-open',
      options: ['Beach', 'Bar', 'Museum'],
      tally: [0, 0, 0],
      votes: [],
      critical: false,
      endTimestamp: loadedAt + 7 * DAY,
    });
    const critical = await trpc<HubPost[]>(t, 'query', 'hub.critical', undefined, free.token);
    expect(critical.body.map((p) => p._id)).toEqual(['notice']);
    expect(critical.body[0]!.description).toContain('?t={token})');
    expect(critical.body[0]!.tags).toEqual(['!mainEmailVerified']);
  });

  it('gets one post, 404 for an unknown id, translated text on request', async () => {
    expect(
      (await rest<HubPost>(t, 'GET', '/api/hubPost/get/poll-open?language=es', free.token)).body.descriptionTrans,
    ).toBe('## ¿Próxima cita?');
    expect(
      (await trpc<HubPost>(t, 'query', 'hub.get', { id: 'poll-open' }, free.token)).body.descriptionTrans,
    ).toBeNull();
    expect(await rest(t, 'GET', '/api/hubPost/get/nope', free.token)).toEqual({
      status: 404,
      body: refusal('hub.notFound'),
    });
  });

  it('refuses an anonymous vote with cause login', async () => {
    const anonymous = await makePlayer(t, { anonymous: true });
    expect(await vote('poll-open', 0, anonymous.token)).toMatchObject({ status: 401, body: { cause: 'login' } });
    expect(await vote('poll-open', 0)).toMatchObject({ status: 401, body: { cause: 'login' } });
  });

  it('weighs votes by the live tier (1/3/6/10) and shows only the caller own vote', async () => {
    const voters = await Promise.all([0, 1, 2, 3].map((tier) => makePlayer(t, { tier })));
    const answers = [];
    for (const [tier, voter] of voters.entries()) answers.push(await vote('poll-open', tier % 2, voter.token));
    expect(answers.map((a) => a.body.votes)).toEqual(
      voters.map((v, tier) => [{ userId: v.id, option: tier % 2, score: [1, 3, 6, 10][tier] }]),
    );
    expect(answers[3]!.body.tally).toEqual([1 + 6, 3 + 10, 0]);
    const seen = await rest<HubPost>(t, 'GET', '/api/hubPost/get/poll-open', free.token);
    expect(seen.body).toMatchObject({ votes: [], tally: [7, 13, 0] });
  });

  it('changes a vote instead of adding one', async () => {
    const voter = await makePlayer(t, { tier: 2 });
    const first = await trpc<HubPost>(t, 'mutation', 'hub.vote', { id: 'poll-open', option: 2 }, voter.token);
    expect(first.body.tally[2]).toBe(6);
    const changed = await vote('poll-open', 0, voter.token);
    expect(changed.body.votes).toEqual([{ userId: voter.id, option: 0, score: 6 }]);
    expect(changed.body.tally[2]).toBe(0);
    expect(changed.body.tally[0]).toBe(first.body.tally[0]! + 6);
    expect(await t.db.prisma.hubVote.count({ where: { userId: voter.id } })).toBe(1);
  });

  it('refuses an option that does not exist', async () => {
    const voter = await makePlayer(t);
    expect(await vote('poll-open', 3, voter.token)).toMatchObject({ status: 400, body: { cause: 'validation' } });
    expect((await vote('poll-open', -1, voter.token)).status).toBe(400);
    expect((await vote('poll-open', 'x', voter.token)).status).toBe(400);
    expect((await vote('nope', 0, voter.token)).status).toBe(404);
  });

  it('refuses votes after the end with 409 "Voting ended"', async () => {
    const voter = await makePlayer(t);
    expect(await vote('poll-ended', 0, voter.token)).toEqual({ status: 409, body: refusal('hub.votingEnded') });
    await hubClose(t.db.prisma, t.clock.now, 'notice');
    expect((await trpc<HubPost[]>(t, 'query', 'hub.critical', undefined, voter.token)).body).toEqual([]);
    t.clock.advance(7 * DAY + 1);
    const late = await makePlayer(t);
    expect(await vote('poll-open', 0, late.token)).toMatchObject({ status: 409, body: refusal('hub.votingEnded') });
  });
});
