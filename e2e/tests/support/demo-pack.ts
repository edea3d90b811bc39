import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEMO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'content', 'demo');

interface Reply {
  text: string;
  kind: 'friendly' | 'bold' | 'rude';
}
interface DemoCharacter {
  id: string;
  name: string;
  tier: number;
  gender: 'girl' | 'futa';
  dialogue: { talk: Record<string, { replies: Reply[] }[]> };
}

const IDS = ['elise', 'camille', 'jade', 'raven', 'marina', 'vera', 'mila', 'nova', 'sienna'];

/** The ids of the demo pack's characters of one gender. */
export function demoIdsOf(gender: DemoCharacter['gender']): string[] {
  return IDS.filter((id) => demoCharacter(id).gender === gender);
}

/** A demo character with each line's and reply's translations merged in by text id (`trans`), as the server reads the pack. */
export function demoCharacter(id: string): DemoCharacter {
  const character = JSON.parse(readFileSync(join(DEMO, 'characters', `${id}.json`), 'utf8')) as DemoCharacter;
  const byId = new Map<string, { trans?: Record<string, string> }>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const text = value as { id?: unknown; text?: unknown };
      if (typeof text.id === 'string' && typeof text.text === 'string')
        byId.set(text.id, value as { trans?: Record<string, string> });
      Object.values(value).forEach(walk);
    }
  };
  walk(character.dialogue);
  for (const lang of readdirSync(join(DEMO, 'i18n'))) {
    const { lines = {} } = JSON.parse(readFileSync(join(DEMO, 'i18n', lang, 'characters', `${id}.json`), 'utf8')) as {
      lines?: Record<string, string>;
    };
    for (const [textId, translated] of Object.entries(lines)) {
      const target = byId.get(textId);
      if (target) target.trans = { ...target.trans, [lang]: translated };
    }
  }
  return character;
}

/**
 * The suggested replies that cool a character down (rude) in the demo pack: the e2e player avoids them, as a
 * real player would, so friendly and bold replies take the scripted engine to the location offer.
 */
export function rudeReplies(id: string): Set<string> {
  const c = demoCharacter(id);
  const texts = new Set<string>();
  for (const beats of Object.values(c.dialogue.talk)) {
    for (const beat of beats) for (const reply of beat.replies) if (reply.kind === 'rude') texts.add(reply.text);
  }
  return texts;
}
