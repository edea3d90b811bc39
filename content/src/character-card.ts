import { z } from 'zod';
import type { Lorebook, Persona } from '@app/schema';
import { fieldPath, PackError, type PackIssue } from './pack-error.ts';
import { checkWording } from './pack-checks.ts';
import { cardBookSchema } from './lorebook-import.ts';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const texts = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);
/** Card fields the game keeps without using them (creator, version, V3 assets and dates, ...), as they came. */
const KEPT = [
  'creator',
  'character_version',
  'extensions',
  'source',
  'creator_notes_multilingual',
  'creation_date',
  'modification_date',
  'assets',
] as const;
const cardSchema = z.object({
  spec: z.enum(['chara_card_v2', 'chara_card_v3'], {
    error: 'Only character cards V2 (chara_card_v2) and V3 (chara_card_v3) are supported',
  }),
  data: z.object({
    name: z.string().trim().min(1, 'A character card needs a name').max(60),
    description: text,
    personality: text,
    scenario: text,
    first_mes: text,
    mes_example: text,
    system_prompt: text,
    post_history_instructions: text,
    creator_notes: text,
    alternate_greetings: texts,
    group_only_greetings: texts,
    nickname: z.string().nullish(),
    tags: texts,
    character_book: cardBookSchema.nullish(),
    creator: z.string().nullish(),
    character_version: z.string().nullish(),
    extensions: z.record(z.string(), z.unknown()).nullish(),
    source: z.array(z.string()).nullish(),
    creator_notes_multilingual: z.record(z.string(), z.string()).nullish(),
    creation_date: z.number().nullish(),
    modification_date: z.number().nullish(),
    assets: z.array(z.record(z.string(), z.unknown())).nullish(),
  }),
});

export interface CardImportOptions {
  /** Required: the operator states the character's age; cards do not carry one. */
  age?: number;
  /** The pack id; derived from the name when absent. */
  id?: string;
}

/** The fields of a pack character that a card provides; the operator adds images, locations, poses and dialogue. */
export interface ImportedCharacter {
  id: string;
  name: string;
  age: number;
  tags: string[];
  description: string;
  persona: Persona;
  /** The card's `character_book`. */
  lorebook?: Lorebook;
  /** The card's other fields (see KEPT). */
  card: Record<string, unknown>;
}

const SOURCE = 'character card';

export const idFromName = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'character';

/** Maps a character-card V2/V3 JSON (object or text) to pack fields; refuses without an adult age or with minor-coded wording. */
export function importCharacterCard(json: unknown, options: CardImportOptions = {}): ImportedCharacter {
  const issues: PackIssue[] = [];
  const { age } = options;
  if (age === undefined || !Number.isInteger(age))
    issues.push({ file: SOURCE, field: 'age', message: 'age is required: state the character’s age (18 or over)' });
  else if (age < 18) issues.push({ file: SOURCE, field: 'age', message: 'Every character must be 18 or over' });

  let data: unknown = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (error) {
      throw new PackError([
        ...issues,
        { file: SOURCE, field: '(json)', message: `Not valid JSON: ${(error as Error).message}` },
      ]);
    }
  }
  const parsed = cardSchema.safeParse(data);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      issues.push({ file: SOURCE, field: fieldPath(issue.path), message: issue.message });
  else issues.push(...checkWording(SOURCE, { data: parsed.data.data }));
  if (issues.length > 0 || !parsed.success || age === undefined) throw new PackError(issues);

  const card = parsed.data.data;
  const { name, tags, character_book, nickname, ...rest } = card;
  const kept = Object.fromEntries(KEPT.flatMap((k) => (rest[k] == null ? [] : [[k, rest[k]]])));
  const persona: Persona = {
    description: rest.description,
    personality: rest.personality,
    scenario: rest.scenario,
    first_mes: rest.first_mes,
    mes_example: rest.mes_example,
    system_prompt: rest.system_prompt,
    post_history_instructions: rest.post_history_instructions,
    creator_notes: rest.creator_notes,
    alternate_greetings: rest.alternate_greetings,
    group_only_greetings: rest.group_only_greetings,
    ...(nickname ? { nickname } : {}),
  };
  return {
    id: options.id ?? idFromName(name),
    name,
    age,
    tags: tags.map((t) => t.trim()).filter(Boolean),
    description: (card.description.split(/\n\s*\n/)[0] ?? '').trim().slice(0, 600) || name,
    persona,
    ...(character_book ? { lorebook: character_book } : {}),
    card: kept,
  };
}

export interface SkeletonOptions {
  /** Cards do not say; `girl` unless stated. */
  gender?: 'girl' | 'futa';
  tier?: number;
}

/** One beat with stable text ids (`<id>.1`, `<id>.friendly`, ...), as the pack format asks. */
const beat = (id: string, line: string, friendly: string, bold: string, rude: string) => ({
  lines: [{ id: `${id}.1`, text: line }],
  replies: [
    { id: `${id}.friendly`, text: friendly, kind: 'friendly' },
    { id: `${id}.bold`, text: bold, kind: 'bold' },
    { id: `${id}.rude`, text: rude, kind: 'rude' },
  ],
});
/** Card macros in a scripted line: the pack's `{name}` for the character, "you" for the player. */
export const scriptedLine = (text: string) =>
  text
    .replace(/\{\{char\}\}|<BOT>/gi, '{name}')
    .replace(/\{\{user\}\}|<USER>/gi, 'you')
    .trim();

/** A pool of one line with its stable text id. */
const pool = (id: string, text: string) => [{ id: `${id}.1`, text }];

/** What the operator still has to write after `import-card`: the fields the skeleton fills with generic placeholders. */
export const SKELETON_TODO: readonly string[] = [
  "description: the profile text (the card description's first paragraph is used); translations go in i18n/<lang>/characters/<id>.json",
  'locations: two meeting places (names, unlock levels); images <id>-loc-<locationId>.jpg are placeholders until you add files to media/',
  'poses: the skeleton has 3; the demo characters have 70+ (id, name, unlock level, tags, futa variant, image)',
  'dialogue: every pool named in "generic" has one generic line (the greetings are first_mes and the alternate greetings); write talk.cold/warm/hot, dates.<locationId>, actionOffer, actionGeneric, actions.<poseId>, sceneEnd, blocked, away, resume, freeText, and remove each written pool from "generic"',
  'images and backgroundImage: <id>-card.jpg, <id>-avatar.jpg, <id>-bg.jpg are drawn as placeholders; put your own files with these names in media/',
  "tags: content tags players can switch off (e.g. feet, femdom); the card's tags were copied, keep only content tags",
  "lorebooks: names of shared lorebooks (lorebooks/<name>.json, a SillyTavern world-info file works) this character uses; the card's own book is in lorebook",
];

/**
 * A complete `characters/<id>.json` record from an imported card: the card's persona, name, age and
 * tags, and generic placeholders for everything a card does not have (see SKELETON_TODO).
 */
export function characterSkeleton(c: ImportedCharacter, opts: SkeletonOptions = {}): Record<string, unknown> {
  const name = c.name.split(/\s+/)[0] ?? c.name;
  // The first message and the alternate greetings are the greeting's variants: each new game picks one.
  const greetings = [c.persona.first_mes, ...c.persona.alternate_greetings].map(scriptedLine).filter(Boolean);
  const placeholderGreeting = greetings.length === 0;
  if (placeholderGreeting) greetings.push(`Hi, I'm ${name}. I was hoping you'd say hello.`);
  const locations = [
    { id: 'cafe', name: 'Corner café', unlockLevel: 1, image: `${c.id}-loc-cafe.jpg` },
    { id: 'rooftop', name: 'Rooftop bar', unlockLevel: 5, image: `${c.id}-loc-rooftop.jpg` },
  ];
  const poses = [
    { id: 'wave', name: 'Wave hello', unlockLevel: 1, tags: [], image: `${c.id}-pose-wave.jpg` },
    { id: 'wink', name: 'Wink', unlockLevel: 2, tags: [], image: `${c.id}-pose-wink.jpg` },
    { id: 'slow-dance', name: 'Slow dance', unlockLevel: 3, tags: [], image: `${c.id}-pose-slow-dance.jpg` },
  ];
  return {
    id: c.id,
    name: c.name,
    age: c.age,
    gender: opts.gender ?? 'girl',
    tier: opts.tier ?? 0,
    tags: c.tags,
    description: c.description,
    images: [`${c.id}-card.jpg`, `${c.id}-avatar.jpg`],
    backgroundImage: `${c.id}-bg.jpg`,
    persona: c.persona,
    ...(c.lorebook ? { lorebook: c.lorebook } : {}),
    lorebooks: [],
    ...(Object.keys(c.card).length > 0 ? { card: c.card } : {}),
    locations,
    poses,
    dialogue: {
      greeting: greetings.map((text, i) => ({ id: `greeting.${i + 1}`, text })),
      talk: {
        cold: [
          beat('cold-1', 'So, what brings you here?', 'I wanted to meet you.', 'You, obviously.', 'Nothing much.'),
        ],
        warm: [
          beat('warm-1', 'I like talking to you.', 'Same here.', "Then let's talk all night.", "It's fine, I guess."),
        ],
        hot: [
          beat('hot-1', "You're trouble, you know that?", 'The good kind, I hope.', 'You have no idea.', 'Whatever.'),
        ],
      },
      locationOffer: pool('location-offer', 'Want to go somewhere nicer?'),
      dates: Object.fromEntries(
        locations.map((l) => [
          l.id,
          [
            beat(
              `${l.id}-1`,
              `I love the ${l.name.toLowerCase()}.`,
              'Great choice.',
              "Only because you're here.",
              "It's okay.",
            ),
          ],
        ]),
      ),
      actionOffer: pool('action-offer', 'What do you have in mind?'),
      actionGeneric: pool('action-generic', 'Mm, I like that.'),
      sceneEnd: pool('scene-end', 'That was a lovely evening.'),
      blocked: pool('blocked', 'Not yet. Get to know me first.'),
      away: pool('away', 'I have to go now. Talk later?'),
      resume: pool('resume', 'There you are again.'),
      freeText: {
        positive: pool('free-positive', "That's sweet of you."),
        neutral: pool('free-neutral', 'Hm, tell me more.'),
        negative: pool('free-negative', "That wasn't nice."),
      },
    },
    thresholds: {},
    generic: [...(placeholderGreeting ? ['greeting'] : []), ...GENERIC_POOLS, ...locations.map((l) => `dates.${l.id}`)],
  };
}

/** The skeleton's pools of one generic line each (the dates' pools are per location). */
const GENERIC_POOLS = [
  'talk.cold',
  'talk.warm',
  'talk.hot',
  'locationOffer',
  'actionOffer',
  'actionGeneric',
  'sceneEnd',
  'blocked',
  'away',
  'resume',
  'freeText.positive',
  'freeText.neutral',
  'freeText.negative',
];

/**
 * What `import-card` says of a skeleton's generic pools: with a model configured the character is
 * playable now, the model voicing them; without one, the placeholders to write (SKELETON_TODO).
 */
export function importNotes(generic: readonly string[], modelConfigured: boolean): string[] {
  if (!modelConfigured)
    return ['Placeholders to replace before players see this character:', ...SKELETON_TODO.map((t) => `  - ${t}`)];
  return [
    `Playable now: the model voices the ${generic.length} generic dialogue pools (${generic.join(', ')}); the engine keeps the meter, stages and blocks.`,
    'Write a pool when you like and remove its name from "generic"; add locations, poses and images later:',
    ...SKELETON_TODO.filter((t) => !t.startsWith('dialogue:')).map((t) => `  - ${t}`),
  ];
}

/** What the console and `content:check` say of a character's generic pools. */
export function genericNote(generic: readonly string[], modelConfigured: boolean): string {
  const n = generic.length;
  return modelConfigured
    ? `${n} pool${n === 1 ? '' : 's'} voiced by the model`
    : `${n} pool${n === 1 ? '' : 's'} to write: ${generic.join(', ')}`;
}
