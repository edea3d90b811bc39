import { packCharacterSchema, type Beat, type PackCharacter } from '@app/schema';

/** Test fixtures only: a small adult character built inline, with overrides. */
function beat(tag: string, n: number): Beat {
  return {
    lines: [`${tag} line ${n}: tell me about your day, {name} wants to know.`],
    replies: [
      {
        text: `Friendly ${tag} ${n}: you make me smile`,
        trans: { es: `Amable ${tag} ${n}: me haces sonreír` },
        kind: 'friendly',
      },
      { text: `Bold ${tag} ${n}: come closer tonight`, trans: {}, kind: 'bold' },
      { text: `Rude ${tag} ${n}: whatever, you bore me`, trans: {}, kind: 'rude' },
    ],
  };
}

const beats = (tag: string, count: number): Beat[] => Array.from({ length: count }, (_, i) => beat(tag, i + 1));
const pool = (tag: string, count: number): string[] => Array.from({ length: count }, (_, i) => `${tag} ${i + 1}`);

export function testCharacter(overrides: Partial<PackCharacter> = {}): PackCharacter {
  const base = packCharacterSchema.parse({
    id: 'mila',
    name: 'Mila',
    age: 24,
    gender: 'girl',
    tier: 0,
    tags: ['feet'],
    description: 'A playful barista in her twenties.',
    images: ['mila-card.jpg', 'mila-avatar.jpg'],
    backgroundImage: 'mila-bg.jpg',
    persona: {},
    locations: [
      { id: 'cafe', name: 'Cozy cafe', nameTrans: { es: 'Café acogedor' }, unlockLevel: 1, image: 'mila-cafe.jpg' },
      { id: 'rooftop', name: 'Rooftop bar', unlockLevel: 3, image: 'mila-rooftop.jpg' },
    ],
    poses: [
      { id: 'pose-1', name: 'Sweet smile', unlockLevel: 1, image: 'mila-pose-1.jpg' },
      { id: 'pose-2', name: 'Bare feet', unlockLevel: 1, tags: ['feet'], image: 'mila-pose-2.jpg' },
      { id: 'pose-3', name: 'Over the shoulder', unlockLevel: 2, image: 'mila-pose-3.jpg' },
      { id: 'pose-4', name: 'Futa partner pose', unlockLevel: 1, futa: true, image: 'mila-pose-4.jpg' },
      { id: 'pose-5', name: 'Girl partner pose', unlockLevel: 1, futa: false, image: 'mila-pose-5.jpg' },
      { id: 'pose-6', name: 'Slow dance', unlockLevel: 1, image: 'mila-pose-6.jpg' },
      { id: 'pose-7', name: 'Window glance', unlockLevel: 1, image: 'mila-pose-7.jpg' },
      { id: 'pose-8', name: 'Sofa lounge', unlockLevel: 1, image: 'mila-pose-8.jpg' },
    ],
    dialogue: {
      greeting: [
        'Hi, I am {name}. Nice to meet you!',
        { text: 'Hey there, {name} here.', trans: { es: 'Hola, aquí {name}.' } },
      ],
      talk: { cold: beats('cold', 3), warm: beats('warm', 3), hot: beats('hot', 3) },
      locationOffer: pool('Shall we go somewhere?', 3),
      dates: { cafe: beats('cafe', 4), rooftop: beats('rooftop', 4) },
      actionOffer: pool('What now, handsome?', 3),
      actionGeneric: pool('Like this?', 6),
      actions: { 'pose-1': ['Just for you.'] },
      sceneEnd: pool('That was lovely.', 2),
      blocked: pool('I am done talking to you.', 2),
      away: pool('I am busy right now.', 3),
      resume: pool('I am back.', 2),
      freeText: { positive: pool('Aww, sweet.', 3), neutral: pool('Hmm, go on.', 3), negative: pool('Rude!', 3) },
    },
  });
  return { ...base, ...overrides };
}
