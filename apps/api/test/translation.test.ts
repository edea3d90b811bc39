import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, trpc } from './content-fixtures.ts';

describeEachDb('translations', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
  });
  afterAll(() => t.close());

  it('answers the map for the request language, {} for English, without a token', async () => {
    expect(await rest(t, 'GET', '/api/translation/all?language=es')).toEqual({
      status: 200,
      body: { 'Run the game': 'Iniciar el juego', Messages: 'Mensajes' },
    });
    expect((await rest(t, 'GET', '/api/translation/all')).body).toEqual({});
    expect((await trpc(t, 'query', 'translation.all', undefined, undefined, 'language=fr')).body).toEqual({});
  });

  it('lets only translators (role 10+) record originals', async () => {
    const player = await makePlayer(t);
    expect(
      (await rest(t, 'POST', '/api/translation/add?language=es', player.token, { originals: ['Hello'] })).status,
    ).toBe(403);
    expect(
      (await rest(t, 'POST', '/api/translation/add?language=es', undefined, { originals: ['Hello'] })).status,
    ).toBe(401);
    const translator = await makePlayer(t, { role: 10 });
    const added = await rest(t, 'POST', '/api/translation/add?language=es', translator.token, {
      originals: ['Hello', 'Goodbye', 'Hello', 'Messages'],
    });
    expect(added).toEqual({ status: 200, body: { added: 2 } });
    expect(
      (
        await trpc(
          t,
          'mutation',
          'translation.add',
          { originals: ['Hello', 'Welcome'] },
          translator.token,
          'language=es',
        )
      ).body,
    ).toEqual({ added: 1 });
    expect((await rest(t, 'POST', '/api/translation/add', translator.token, { originals: ['Hello'] })).body).toEqual({
      added: 0,
    });
    const rows = await t.db.prisma.translation.findMany({
      where: { language: 'es', translated: null },
      orderBy: { original: 'asc' },
    });
    expect(rows.map((r) => r.original)).toEqual(['Goodbye', 'Hello', 'Welcome']);
    // Untranslated originals are not in the map, and the pack's translation was not overwritten.
    expect((await rest(t, 'GET', '/api/translation/all?language=es')).body).toEqual({
      'Run the game': 'Iniciar el juego',
      Messages: 'Mensajes',
    });
  });

  it('validates the originals', async () => {
    const translator = await makePlayer(t, { role: 50 });
    expect(
      (await rest(t, 'POST', '/api/translation/add?language=es', translator.token, { originals: [] })).status,
    ).toBe(400);
    expect((await rest(t, 'POST', '/api/translation/add?language=es', translator.token, {})).status).toBe(400);
  });
});
