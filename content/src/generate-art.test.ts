import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { generateArt, missingArt } from './generate-art.ts';
import { generatedMediaDir } from './media-dirs.ts';
import { readPack } from './read-pack.ts';
import { copyDemoPack, editJson, type CharacterFile, type PostsFile } from './test-pack.ts';

// A one-character copy of the demo with three poses: a dozen images to draw.
const dir = copyDemoPack();
for (const name of readdirSync(`${dir}/characters`)) if (name !== 'mila.json') rmSync(`${dir}/characters/${name}`);
editJson<CharacterFile>(dir, 'characters/mila.json', (c) => {
  c.poses = c.poses.slice(0, 3);
});
editJson<PostsFile>(dir, 'posts.json', (posts) => {
  posts.splice(0, posts.length, ...posts.filter((p) => p.charId === 'mila'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('draws the missing placeholder art of a pack, twice at once without a broken file, and removes what is no longer used', async () => {
  const before = readPack(dir);
  expect(missingArt(before).length).toBe(before.media.generated.length);
  expect(missingArt(before)).toContain('mila-pose-' + before.characters[0]!.poses[0]!.id + '.jpg');
  const out = generatedMediaDir(dir);

  // Two builds at once (a server start and `pnpm build`): both finish, every image is whole.
  const [a, b] = await Promise.all([generateArt(dir), generateArt(dir)]);
  expect(a.total).toBe(before.media.generated.length);
  expect(b.total).toBe(a.total);
  const after = readPack(dir);
  expect(missingArt(after)).toEqual([]);
  const files = readdirSync(out);
  expect(files.filter((f) => f.startsWith('.'))).toEqual(['.art-manifest.json']);
  for (const name of after.media.generated) expect(files).toContain(name);

  writeFileSync(`${out}/old-card.jpg`, 'stale');
  const again = await generateArt(after);
  expect(again).toMatchObject({ written: 0, skipped: a.total, removed: 1 });
  expect(readdirSync(out)).not.toContain('old-card.jpg');
}, 120_000);
