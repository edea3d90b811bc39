import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaDirs } from '@app/content';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { writeTestPack } from './content-fixtures.ts';
import { makePlayer } from './payments-server.ts';
import { cookiesOf } from './oauth-browser.ts';
import { refusal } from './answers.ts';
import { contentLoad } from '../src/cli/content-commands.ts';
import { reloadContent } from '../src/services/content/index.ts';
import { mediaGatePlugin } from '../src/http/media-gate.ts';
import { CLI_ACTOR } from '../src/services/moderation/log.ts';
import { variantsDir, type ImageVariants } from '../src/services/media/variants.ts';

const DE = { 'x-test-region': 'DE' };
const TX = { 'x-test-region': 'US-TX' };

const photo = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * Image variants (issue 17): a content load encodes the pack's still images as AVIF and WebP at a few
 * widths under DATA_DIR, once per image content; the server serves them beside the originals, behind
 * the same media gate, cached for good; the web app learns which exist from site.mediaVariants.
 */
describeEachDb('image variants', (kind) => {
  let ts: TestServer;
  let packDir: string;
  let dataDir: string;
  const media = () => join(packDir, 'media');
  const load = () => contentLoad(ts.db.prisma, ts.clock.now, { packDir, art: false, variants: ts.built.app.media });
  const listed = async (token: string, headers: Record<string, string> = DE) =>
    ts.server.inject({
      method: 'GET',
      url: '/trpc/site.mediaVariants',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const imagesOf = async (token: string) =>
    ((await listed(token)).json() as { result: { data: { images: Record<string, ImageVariants> } } }).result.data
      .images;

  beforeAll(async () => {
    packDir = writeTestPack([{ id: 'ava', name: 'Ava Stone', gender: 'girl', tier: 0, posts: 1 }], { poses: 1 });
    mkdirSync(media(), { recursive: true });
    writeFileSync(join(media(), 'wide.jpg'), await photo(900, 600, '#c86a8a'));
    writeFileSync(
      join(media(), 'small.png'),
      await sharp({ create: { width: 200, height: 200, channels: 4, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    writeFileSync(join(media(), 'broken.jpg'), 'not really a jpeg');
    writeFileSync(join(media(), 'clip.mp4'), 'a video');
    // a fresh DATA_DIR without the variants folder, as at a first start
    dataDir = mkdtempSync(join(tmpdir(), 'variants-data-'));
    ts = await startTestServer(kind, {
      config: { MEDIA_VARIANTS: 'true', CONTENT_DIR: packDir, DATA_DIR: dataDir },
      plugins: (built) => [mediaGatePlugin(built.app)],
      server: { mediaDirs: mediaDirs(packDir), variantsDir: variantsDir(dataDir) },
    });
  });
  afterAll(() => ts.close());

  it('a content load writes AVIF and WebP variants under DATA_DIR (never into the pack), and the next load encodes nothing', async () => {
    const first = await load();
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Image variants: 2 encoded, 0 unchanged, 1 unreadable, 0 removed \(3 images\)/);
    const folder = variantsDir(dataDir);
    const keys = readdirSync(folder).filter((k) => !k.startsWith('.'));
    expect(keys).toHaveLength(2);
    const files = keys.flatMap((k) => readdirSync(join(folder, k))).sort();
    // wide.jpg: 320, 640 and its own 900; small.png: its own 200 (never enlarged)
    expect(files).toEqual(
      ['200', '320', '640', '900']
        .flatMap((w) => [`${w}.avif`, `${w}.webp`])
        .concat(['widths.json', 'widths.json'])
        .sort(),
    );
    expect(readdirSync(media()).sort()).toEqual(['broken.jpg', 'clip.mp4', 'small.png', 'wide.jpg']);

    const again = await load();
    expect(again.output).toMatch(/Image variants: 0 encoded, 2 unchanged, 1 unreadable, 0 removed/);
  });

  it('lists the written variants for the web app; a changed image gets new ones at the console reload, the old ones go', async () => {
    const player = await makePlayer(ts);
    const before = await imagesOf(player.token);
    expect(Object.keys(before).sort()).toEqual(['small.png', 'wide.jpg']);
    expect(before['wide.jpg']!.widths).toEqual([320, 640, 900]);
    expect(before['small.png']!.widths).toEqual([200]);

    writeFileSync(join(media(), 'wide.jpg'), await photo(1200, 800, '#228844'));
    const reload = await reloadContent(ts.built.app, CLI_ACTOR);
    expect(reload.ok, reload.message).toBe(true);
    // the reload encodes in the background: a refresh queued behind it finds everything written
    const run = await ts.built.app.media.refresh();
    expect(run).toMatchObject({ encoded: 0, unchanged: 2, removed: 0 });
    const after = await imagesOf(player.token);
    expect(after['wide.jpg']!.widths).toEqual([320, 640, 1080, 1200]);
    expect(after['wide.jpg']!.key).not.toBe(before['wide.jpg']!.key);
    expect(existsSync(join(variantsDir(dataDir), before['wide.jpg']!.key))).toBe(false);
  });

  it('serves AVIF and WebP with their types and long cache headers; unknown paths answer 404', async () => {
    const { key } = (await imagesOf((await makePlayer(ts)).token))['wide.jpg']!;
    const avif = await ts.server.inject({ method: 'GET', url: `/public/_v/${key}/640.avif`, headers: DE });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(640);
    const webp = await ts.server.inject({ method: 'GET', url: `/public/_v/${key}/320.webp`, headers: DE });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.length).toBe(statSync(join(variantsDir(dataDir), key, '320.webp')).size);
    for (const url of [`/public/_v/${key}/641.avif`, `/public/_v/${key}/widths.json`, `/public/_v/${key}/../../pglite`])
      expect((await ts.server.inject({ method: 'GET', url, headers: DE })).statusCode, url).toBe(404);
  });

  it('in a restricted region the variants are gated as the originals are: refused without a media pass, private with one', async () => {
    const free = await makePlayer(ts, { email: 'variants-free@example.com', verified: true });
    expect((await listed(free.token, TX)).statusCode).toBe(403);
    const { key } = (await imagesOf(free.token))['wide.jpg']!;
    for (const url of ['/public/wide.jpg', `/public/_v/${key}/640.avif`, `/public/_v/${key}/640.webp`]) {
      const refused = await ts.server.inject({ method: 'GET', url, headers: TX });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(refusal('location.law', 'location'));
    }

    const paid = await makePlayer(ts, { email: 'variants-paid@example.com', verified: true });
    await ts.db.prisma.subscription.create({
      data: {
        id: `manual-${paid.id}`,
        userId: paid.id,
        provider: 'manual',
        externalId: paid.id,
        tier: 1,
        expiresAt: new Date(ts.clock.now + 30 * 86_400_000),
      },
    });
    const me = await ts.server.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { authorization: `Bearer ${paid.token}`, ...TX },
    });
    const pass = cookiesOf(me);
    expect((await listed(paid.token, { ...TX, cookie: pass })).statusCode).toBe(200);
    const ok = await ts.server.inject({
      method: 'GET',
      url: `/public/_v/${key}/640.avif`,
      headers: { ...TX, cookie: pass },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, max-age=1800');
  });
});
