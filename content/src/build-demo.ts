/**
 * Writes the demo pack's JSON (pack.json, art.json, characters/*.json, posts.json, hub.json) from the
 * hand-written data in src/demo/. The JSON is committed; rerun after editing the data:
 *   pnpm --filter @app/content exec tsx src/build-demo.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackCharacter, PackPost } from '@app/schema';
import { artNames } from './art-manifest.ts';
import { DEMO_PACK_DIR } from './media-dirs.ts';
import { DEMO_CHARACTERS } from './demo/characters/index.ts';
import { HUB_POSTS } from './demo/hub.ts';
import { buildPoses } from './demo/poses.ts';
import { beat, lines, tr } from './demo/text.ts';
import type { DemoCharacter } from './demo/types.ts';

function character(c: DemoCharacter): PackCharacter {
  const d = c.dialogue;
  const { text: description, trans: descriptionTrans } = tr(c.description);
  const first = tr(d.greeting[0] ?? '').text;
  return {
    id: c.id,
    name: c.name,
    age: c.age,
    gender: c.gender,
    tier: c.tier,
    tags: c.tags,
    description,
    descriptionTrans,
    images: [artNames.card(c.id), artNames.avatar(c.id)],
    backgroundImage: artNames.background(c.id),
    persona: {
      ...c.persona,
      first_mes: first,
      system_prompt: `You are ${c.name}, a ${c.age}-year-old ${c.job}, an adult, fictional character in a flirtatious dating game. Stay in character, answer in a few short sentences, be playful and suggestive but never explicit, and keep everyone in the story an adult.`,
      post_history_instructions: `Keep ${c.name}'s voice. React to the player's last message; if it was rude, cool down. Offer three short replies the player could send.`,
      creator_notes: `Demo character of the bundled content pack. ${c.name} is ${c.age}, an original character; art is generated placeholder.`,
    },
    locations: c.locations.map((l) => {
      const { text: name, trans: nameTrans } = tr(l.name);
      return { id: l.id, name, nameTrans, unlockLevel: l.unlockLevel, image: artNames.location(c.id, l.id) };
    }),
    poses: buildPoses(c),
    dialogue: {
      greeting: lines(d.greeting),
      greetingReturning: lines(d.greetingReturning),
      talk: { cold: d.talk.cold.map(beat), warm: d.talk.warm.map(beat), hot: d.talk.hot.map(beat) },
      locationOffer: lines(d.locationOffer),
      dates: Object.fromEntries(Object.entries(d.dates).map(([loc, beats]) => [loc, beats.map(beat)])),
      actionOffer: lines(d.actionOffer),
      actionGeneric: lines(d.actionGeneric),
      sceneEnd: lines(d.sceneEnd),
      blocked: lines(d.blocked),
      away: lines(d.away),
      resume: lines(d.resume),
      freeText: { positive: lines(d.freeText.positive), neutral: lines(d.freeText.neutral), negative: lines(d.freeText.negative) },
    },
    thresholds: {},
  };
}

function posts(c: DemoCharacter): PackPost[] {
  return c.posts.map((p, i) => {
    const id = `${c.id}-post-${i + 1}`;
    const { text: description, trans: descriptionTrans } = tr(p.text);
    const images = p.video ? [p.video] : Array.from({ length: p.images }, (_, n) => artNames.post(id, n + 1));
    return { id, charId: c.id, description, descriptionTrans, images, daysAgo: p.daysAgo };
  });
}

const write = (file: string, data: unknown) => {
  mkdirSync(join(DEMO_PACK_DIR, file, '..'), { recursive: true });
  writeFileSync(join(DEMO_PACK_DIR, file), `${JSON.stringify(data, null, 2)}\n`);
};

write('pack.json', { name: 'Demo pack', version: '1.0.0', defaultLanguage: 'en' });
write('art.json', { palettes: Object.fromEntries(DEMO_CHARACTERS.map((c) => [c.id, c.palette])) });
for (const c of DEMO_CHARACTERS) write(`characters/${c.id}.json`, character(c));
write('posts.json', DEMO_CHARACTERS.flatMap(posts).sort((a, b) => a.daysAgo - b.daysAgo));
write('hub.json', HUB_POSTS);
console.log(`Wrote ${DEMO_CHARACTERS.length} characters to ${DEMO_PACK_DIR}`);
