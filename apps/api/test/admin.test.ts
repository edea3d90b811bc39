import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Character, HubPost } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { makePlayer, rest, writeTestPack } from './content-fixtures.ts';
import { runAdmin } from '../src/cli/admin-run.ts';

describeEachDb('operator commands', (kind) => {
  let t: TestServer;
  const admin = (...argv: string[]) => runAdmin(t.db.prisma, t.clock.now, argv);
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('content-load validates and loads a pack, then reports nothing to do', async () => {
    const dir = writeTestPack();
    const first = await admin('content-load', dir);
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/loaded in \d+ ms: characters \+4/);
    expect(await admin('content-load', dir)).toMatchObject({ code: 0, output: expect.stringContaining('already loaded') });
    expect((await admin('content-load')).code).toBe(1);
  });

  it('grant-tier gives a manual subscription that unlocks characters at once', async () => {
    const player = await makePlayer(t);
    const before = await rest<Character[]>(t, 'GET', '/api/character/all', player.token);
    expect(before.body.filter((c) => c.locked).map((c) => c._id)).toEqual(['bea', 'dana']);
    const email = `${player.id}@example.com`;
    const granted = await admin('grant-tier', email.toUpperCase(), '2', '30');
    expect(granted.code).toBe(0);
    const sub = await t.db.prisma.subscription.findFirstOrThrow({ where: { userId: player.id } });
    expect(sub).toMatchObject({ provider: 'manual', tier: 2 });
    expect(sub.expiresAt.getTime()).toBe(t.clock.now + 30 * 86_400_000);
    const after = await rest<Character[]>(t, 'GET', '/api/character/all', player.token);
    expect(after.body.filter((c) => c.locked).map((c) => c._id)).toEqual(['dana']);
    expect((await admin('grant-tier', player.id, '4', '30')).code).toBe(1);
    expect((await admin('grant-tier', player.id, '1', '-2')).code).toBe(1);
    expect(await admin('grant-tier', 'nobody@example.com', '1', '2')).toEqual({ code: 1, output: 'No user with id or e-mail "nobody@example.com"' });
  });

  it('set-role makes a translator', async () => {
    const player = await makePlayer(t);
    const add = () => rest(t, 'POST', '/api/translation/add?language=de', player.token, { originals: ['Hello'] });
    expect((await add()).status).toBe(403);
    expect((await admin('set-role', player.id, '10')).code).toBe(0);
    expect((await add()).body).toEqual({ added: 1 });
    expect((await admin('set-role', player.id, 'boss')).code).toBe(1);
  });

  it('hub-create and hub-close', async () => {
    t.clock.advance(60_000);
    const made = await admin('hub-create', '--text', '## Pick a theme\n\nVote!', '--options', 'Neon, Beach ,Snow', '--days', '3');
    expect(made.code).toBe(0);
    const id = /hub post (\S+),/.exec(made.output)![1]!;
    const player = await makePlayer(t);
    const all = await rest<HubPost[]>(t, 'GET', '/api/hubPost/all', player.token);
    expect(all.body[0]).toMatchObject({ _id: id, options: ['Neon', 'Beach', 'Snow'], description: '## Pick a theme\n\nVote!', endTimestamp: t.clock.now + 3 * 86_400_000 });
    expect((await rest(t, 'POST', `/api/hubPost/vote/${id}`, player.token, { option: 1 })).status).toBe(200);
    expect((await admin('hub-close', id)).code).toBe(0);
    expect((await rest(t, 'POST', `/api/hubPost/vote/${id}`, player.token, { option: 1 })).status).toBe(409);
    const notice = await admin('hub-create', '--text', 'Maintenance tonight', '--critical', '--days', '1');
    expect(notice.code).toBe(0);
    expect((await rest<HubPost[]>(t, 'GET', '/api/hubPost/critical', player.token)).body.map((p) => p.description)).toContain('Maintenance tonight');
    expect((await admin('hub-create', '--text', 'One option only', '--options', 'a')).code).toBe(1);
    expect((await admin('hub-close', 'nope')).code).toBe(1);
  });

  it('reports and resolve-report', async () => {
    const id = randomUUID();
    await t.db.prisma.report.create({ data: { id, kind: 'player', text: 'Broken image on a post', status: 'open' } });
    expect((await admin('reports')).output).toContain(id);
    expect((await admin('resolve-report', id)).code).toBe(0);
    const row = await t.db.prisma.report.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'resolved', resolvedBy: 'cli' });
    expect((await admin('reports')).output).not.toContain(id);
    expect((await admin('reports', '--all')).output).toContain(id);
    expect((await admin('resolve-report', 'nope')).code).toBe(1);
  });

  it('help, unknown commands and unknown options', async () => {
    expect(await admin('--help')).toMatchObject({ code: 0, output: expect.stringContaining('grant-tier') });
    expect((await admin('explode')).code).toBe(1);
    expect((await admin('reports', '--bogus')).code).toBe(1);
  });
});
