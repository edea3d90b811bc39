import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, HubPost } from '@app/schema';
import { generatedMediaDir, readPack } from '@app/content';
import { cardPng } from '@app/content/test-pack';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { makePlayer, rest, trpc, writeTestPack } from './content-fixtures.ts';
import { runAdmin } from '../src/cli/admin-run.ts';
import { migratedDataDir } from './migrated.ts';
import { configSchema } from '../src/config.ts';

const lunaCard = (extra: Record<string, unknown> = {}) => ({
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Luna Vale',
    description: 'An astronomer who runs the night tours.',
    personality: 'Dreamy',
    scenario: 'The observatory.',
    first_mes: 'Look up.',
    mes_example: '',
    tags: ['romance'],
    ...extra,
  },
});

describeEachDb('operator commands', (kind) => {
  let t: TestServer;
  // The configured pack (CONTENT_DIR) of these commands.
  const pack = writeTestPack();
  const admin = (...argv: string[]) => runAdmin(t.db.prisma, t.clock.now, argv, { packDir: pack, art: false });
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('content-load loads the configured pack, reports nothing to do, re-loads with --force, refuses another folder', async () => {
    const first = await admin('content-load');
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/loaded in \d+ ms: characters \+4/);
    const again = await admin('content-load', pack);
    expect(again.code).toBe(0);
    expect(again.output).toContain('already loaded');
    const forced = await admin('content-load', '--force');
    expect(forced.code).toBe(0);
    expect(forced.output).toMatch(/loaded in \d+ ms: characters \+0 ~0/);
    const other = await admin('content-load', writeTestPack());
    expect(other.code).toBe(1);
    expect(other.output).toContain('is not the configured content pack');
    expect(await t.db.prisma.contentLoad.count()).toBe(2);
  }, 120_000);

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
    expect(await admin('grant-tier', 'nobody@example.com', '1', '2')).toEqual({
      code: 1,
      output: 'No user with id or e-mail "nobody@example.com"',
    });
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
    const made = await admin(
      'hub-create',
      '--text',
      '## Pick a theme\n\nVote!',
      '--options',
      'Neon, Beach ,Snow',
      '--days',
      '3',
    );
    expect(made.code).toBe(0);
    const id = /hub post (\S+),/.exec(made.output)![1]!;
    const player = await makePlayer(t);
    const all = await rest<HubPost[]>(t, 'GET', '/api/hubPost/all', player.token);
    expect(all.body[0]).toMatchObject({
      _id: id,
      options: ['Neon', 'Beach', 'Snow'],
      description: '## Pick a theme\n\nVote!',
      endTimestamp: t.clock.now + 3 * 86_400_000,
    });
    expect((await rest(t, 'POST', `/api/hubPost/vote/${id}`, player.token, { option: 1 })).status).toBe(200);
    expect((await admin('hub-close', id)).code).toBe(0);
    expect((await rest(t, 'POST', `/api/hubPost/vote/${id}`, player.token, { option: 1 })).status).toBe(409);
    const notice = await admin('hub-create', '--text', 'Maintenance tonight', '--critical', '--days', '1');
    expect(notice.code).toBe(0);
    expect(
      (await rest<HubPost[]>(t, 'GET', '/api/hubPost/critical', player.token)).body.map((p) => p.description),
    ).toContain('Maintenance tonight');
    expect((await admin('hub-create', '--text', 'One option only', '--options', 'a')).code).toBe(1);
    expect((await admin('hub-close', 'nope')).code).toBe(1);
  });

  it('hub-create sets tags, the critical flag, translations and --ends-in-days', async () => {
    const transFile = join(mkdtempSync(join(tmpdir(), 'trans-')), 'trans.json');
    writeFileSync(transFile, JSON.stringify({ fr: 'Vérifiez votre e-mail', es: 'replaced by the flag' }));
    const made = await admin(
      'hub-create',
      '--text',
      'Verify your e-mail: [link](https://example.com/?t={token})',
      '--critical',
      '--tags',
      '!mainEmailVerified, patreon',
      '--trans',
      'es=Verifica tu correo',
      '--trans',
      'de=Bitte E-Mail bestätigen',
      '--trans-file',
      transFile,
      '--ends-in-days',
      '0.5',
    );
    expect(made.code).toBe(0);
    expect(made.output).toMatch(
      /critical hub post \S+, voting until .* \(tags !mainEmailVerified, patreon; translations fr, es, de\)/,
    );
    const id = /hub post (\S+),/.exec(made.output)![1]!;
    const player = await makePlayer(t);
    const critical = await trpc<HubPost[]>(t, 'query', 'hub.critical', undefined, player.token);
    expect(critical.body.find((p) => p._id === id)).toMatchObject({
      critical: true,
      tags: ['!mainEmailVerified', 'patreon'],
      endTimestamp: t.clock.now + 43_200_000,
    });
    const inSpanish = await rest<HubPost[]>(t, 'GET', '/api/hubPost/critical?language=es', player.token);
    expect(inSpanish.body.find((p) => p._id === id)?.descriptionTrans).toBe('Verifica tu correo');
    const row = await t.db.prisma.hubPost.findUniqueOrThrow({ where: { id } });
    expect(row.descriptionTrans).toEqual({
      fr: 'Vérifiez votre e-mail',
      es: 'Verifica tu correo',
      de: 'Bitte E-Mail bestätigen',
    });

    const refused = async (...argv: string[]) =>
      (await admin('hub-create', '--text', 'Hi', '--critical', ...argv)).output;
    expect(await refused('--tags', 'vip')).toBe(
      'Unknown tag "vip": use patreon, !mainEmailVerified, !subscribeStarEmail',
    );
    expect(await refused('--trans', 'xx=Hallo')).toMatch(/^--trans: "xx" is not a translation language/);
    expect(await refused('--trans', 'es')).toBe('--trans needs <language>=<text>, got "es"');
    expect(await refused('--days', '2', '--ends-in-days', '3')).toBe('Give --days or --ends-in-days, not both');
    expect(await refused('--trans', 'es=Una colegiala')).toMatch(/^--trans es: Minor-coded wording/);
  });

  it('import-card writes a validated character from a PNG card into a pack, and refuses bad cards and clashes', async () => {
    const target = writeTestPack([{ id: 'ava', name: 'Ava Stone', gender: 'girl', tier: 0, posts: 1 }], { poses: 3 });
    const cards = mkdtempSync(join(tmpdir(), 'cards-'));
    const png = join(cards, 'luna.png');
    writeFileSync(
      png,
      await cardPng({ chara: lunaCard(), ccv3: { ...lunaCard(), spec: 'chara_card_v3', spec_version: '3.0' } }),
    );
    const made = await admin('import-card', png, '--age', '29', '--id', 'luna', '--gender', 'futa', '--pack', target);
    expect(made.code).toBe(0);
    expect(made.output).toContain(`Wrote ${join(target, 'characters', 'luna.json')}: Luna Vale, 29, futa, tier 0.`);
    expect(made.output).toContain('Placeholders to replace before players see this character:');
    const written = JSON.parse(readFileSync(join(target, 'characters', 'luna.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(written).toMatchObject({
      id: 'luna',
      age: 29,
      gender: 'futa',
      persona: { first_mes: 'Look up.', personality: 'Dreamy' },
    });
    expect(readPack(target).characters.map((c) => c.id)).toEqual(['ava', 'luna']);

    expect((await admin('import-card', png, '--age', '29', '--id', 'luna', '--pack', target)).output).toMatch(
      /already exists: choose another --id, or --force/,
    );
    expect((await admin('import-card', png, '--pack', target)).output).toMatch(/^--age is required/);
    const young = await admin('import-card', png, '--age', '17', '--id', 'young', '--pack', target);
    expect(young.code).toBe(1);
    expect(young.output).toContain('character card: age: Every character must be 18 or over');
    const coded = join(cards, 'coded.json');
    writeFileSync(coded, JSON.stringify(lunaCard({ scenario: 'A schoolgirl at the observatory.' })));
    expect((await admin('import-card', coded, '--age', '25', '--id', 'coded', '--pack', target)).output).toMatch(
      /data\.scenario: Minor-coded wording/,
    );
    expect((await admin('import-card', png, '--age', '30', '--id', 'Not An Id', '--pack', target)).output).toMatch(
      /characters\/Not An Id\.json: id: Ids are lowercase/,
    );
    expect(['young', 'coded', 'Not An Id'].some((id) => existsSync(join(target, 'characters', `${id}.json`)))).toBe(
      false,
    );
    // A card whose id another character file already uses is taken back out again.
    const ava = JSON.parse(readFileSync(join(target, 'characters', 'ava.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(target, 'characters', 'zoe-file.json'), JSON.stringify({ ...ava, id: 'zoe' }));
    const clash = await admin('import-card', png, '--age', '30', '--id', 'zoe', '--pack', target);
    expect(clash.code).toBe(1);
    expect(clash.output).toContain('Duplicate character id "zoe"');
    expect(existsSync(join(target, 'characters', 'zoe.json'))).toBe(false);
  }, 120_000);

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
    const help = await admin('--help');
    expect(help.code).toBe(0);
    expect(help.output).toContain('grant-tier');
    expect((await admin('explode')).code).toBe(1);
    expect((await admin('reports', '--bogus')).code).toBe(1);
  });
});

describe('pnpm admin and pnpm content:load, the real processes', () => {
  let execCardPng: Buffer;
  beforeAll(async () => {
    execCardPng = await cardPng({ chara: lunaCard() });
  });
  const root = join(import.meta.dirname, '../../..');
  const execPath = process.env.npm_execpath ?? '';
  const pnpm = /pnpm/.test(execPath) ? [process.execPath, execPath] : ['npx', '-y', 'pnpm@10.34.8'];
  const run = (env: Record<string, string>, ...argv: string[]) => {
    // Every configuration variable set (empty means unset), so neither this environment nor a developer's .env leaks in.
    const blank = Object.fromEntries(Object.keys(configSchema.shape).map((k) => [k, '']));
    const res = spawnSync(pnpm[0]!, [...pnpm.slice(1), '--silent', ...argv], {
      cwd: root,
      env: { ...process.env, ...blank, ...env, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 180_000,
    });
    return { code: res.status, out: `${res.stdout}${res.stderr}` };
  };

  it('imports a PNG card into the configured pack, draws its art and loads it on PGlite on disk', () => {
    const pack = writeTestPack([{ id: 'ava', name: 'Ava Stone', gender: 'girl', tier: 0, posts: 1 }], { poses: 2 });
    const env = { DATA_DIR: migratedDataDir('admin-cli-'), CONTENT_DIR: pack };
    const png = join(mkdtempSync(join(tmpdir(), 'cards-')), 'luna.png');
    writeFileSync(png, execCardPng);

    const imported = run(env, 'admin', 'import-card', png, '--age', '29', '--id', 'luna');
    expect(imported.out).toContain(`Wrote ${join(pack, 'characters', 'luna.json')}: Luna Vale, 29, girl, tier 0.`);
    expect(imported.code).toBe(0);
    const loaded = run(env, 'content:load');
    expect(loaded.out).toMatch(/Art: \d+ written, 0 unchanged/);
    expect(loaded.out).toMatch(/loaded in \d+ ms: characters \+2/);
    expect(loaded.code).toBe(0);
    expect(existsSync(join(generatedMediaDir(pack), 'luna-pose-wave.jpg'))).toBe(true);
    const refused = run(env, 'admin', 'content-load', writeTestPack());
    expect(refused.out).toContain('is not the configured content pack');
    expect(refused.code).toBe(1);
  }, 600_000);
});
