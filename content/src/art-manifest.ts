import { createHash } from 'node:crypto';
import type { PackCharacter, PackPost } from '@app/schema';

/** Colours of a character's placeholder art: gradient start, gradient end, accent. */
export type Palette = readonly [string, string, string];

export type ArtKind = 'card' | 'avatar' | 'background' | 'location' | 'pose' | 'post';

/** One image the art generator writes, and everything that decides its pixels. */
export interface ArtItem {
  name: string;
  kind: ArtKind;
  width: number;
  height: number;
  title: string;
  subtitle: string;
  palette: Palette;
  /** Varies the silhouette and shapes between images of one character. */
  seed: number;
}

const SIZES: Record<ArtKind, [number, number]> = {
  card: [600, 800],
  avatar: [256, 256],
  background: [1280, 720],
  location: [640, 400],
  pose: [300, 400],
  post: [600, 750],
};

/** The media names the generator produces, by convention; any other name must exist in media/. */
export const artNames = {
  card: (charId: string) => `${charId}-card.jpg`,
  avatar: (charId: string) => `${charId}-avatar.jpg`,
  background: (charId: string) => `${charId}-bg.jpg`,
  location: (charId: string, locationId: string) => `${charId}-loc-${locationId}.jpg`,
  pose: (charId: string, poseId: string) => `${charId}-pose-${poseId}.jpg`,
  /** Post images are `<post id>-<n>.jpg`, n from 1 to 9. */
  post: (postId: string, n: number) => `${postId}-${n}.jpg`,
};

const hashNumber = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);

/** A palette derived from the id, for characters the pack's art.json does not colour. */
export function defaultPalette(charId: string): Palette {
  const hue = hashNumber(charId) % 360;
  return [`hsl(${hue}, 55%, 22%)`, `hsl(${(hue + 40) % 360}, 65%, 48%)`, `hsl(${(hue + 180) % 360}, 70%, 75%)`];
}

function item(kind: ArtKind, name: string, title: string, subtitle: string, palette: Palette): ArtItem {
  const [width, height] = SIZES[kind];
  return { name, kind, width, height, title, subtitle, palette, seed: hashNumber(name) };
}

/** Everything the art generator writes for a pack: derived from the pack data alone. */
export function artManifest(
  characters: readonly PackCharacter[],
  posts: readonly PackPost[],
  palettes: Readonly<Record<string, Palette>> = {},
): ArtItem[] {
  const items: ArtItem[] = [];
  const byId = new Map(characters.map((c) => [c.id, c]));
  for (const c of characters) {
    const palette = palettes[c.id] ?? defaultPalette(c.id);
    const about = `${c.age}`;
    items.push(item('card', artNames.card(c.id), c.name, about, palette));
    items.push(item('avatar', artNames.avatar(c.id), c.name, '', palette));
    items.push(item('background', artNames.background(c.id), c.name, '', palette));
    for (const loc of c.locations)
      items.push(item('location', artNames.location(c.id, loc.id), loc.name, c.name, palette));
    for (const pose of c.poses) items.push(item('pose', artNames.pose(c.id, pose.id), pose.name, c.name, palette));
  }
  for (const post of posts) {
    const c = byId.get(post.charId);
    if (!c) continue;
    const palette = palettes[c.id] ?? defaultPalette(c.id);
    for (const image of post.images) {
      const n = /-(\d)\.jpg$/.exec(image)?.[1];
      if (n && image === artNames.post(post.id, Number(n)))
        items.push(item('post', image, c.name, `${n}/${post.images.length}`, palette));
    }
  }
  return items;
}

/** A stable hash of what decides an image's pixels, so unchanged images are not redrawn. */
export function artItemHash(art: ArtItem, generatorVersion: string): string {
  return createHash('sha1')
    .update(JSON.stringify([generatorVersion, art]))
    .digest('hex')
    .slice(0, 16);
}
