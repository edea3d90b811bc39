import type { Character } from '@app/schema';

interface CharacterSeed {
  id: string;
  name: string;
  age: number;
  gender: Character['gender'];
  tier: Character['tier'];
  score: number;
  horny: number;
  active: boolean;
  tags: string[];
  description: string;
}

/** Nine adult demo characters (every one 21+), flirtatious and never explicit. */
const seeds: CharacterSeed[] = [
  {
    id: 'mila', name: 'Mila Reyes', age: 27, gender: 'girl', tier: 0, score: 44, horny: 12, active: true,
    tags: ['femdom', 'feet', 'cocktails'],
    description: 'Mila, 27, runs the bar at The Copper and remembers every regular’s drink, and every line they ever tried on her. Quick, teasing and hard to impress, she mixes a mean mezcal sour and loves a guest who can keep up.',
  },
  {
    id: 'sofia', name: 'Sofia Laurent', age: 29, gender: 'girl', tier: 0, score: 12, horny: 8, active: false,
    tags: ['maledom', 'art'],
    description: 'Sofia, 29, curates a small gallery by the river and judges people by the questions they ask about a painting. She speaks softly, laughs loudly and never leaves an opening night without a secret.',
  },
  {
    id: 'hana', name: 'Hana Mori', age: 24, gender: 'girl', tier: 0, score: 160, horny: 20, active: true,
    tags: ['femdom', 'tattoos'],
    description: 'Hana, 24, is a tattoo artist with steady hands and a wicked sense of humour. She sketches strangers on the train, plays bass on weekends and dares you to pick the design without looking.',
  },
  {
    id: 'elena', name: 'Elena Petrova', age: 31, gender: 'girl', tier: 1, score: 310, horny: 15, active: false,
    tags: ['feet', 'yoga'],
    description: 'Elena, 31, teaches sunrise yoga on the pier and runs on green tea and stubbornness. Calm on the mat, fiercely competitive at board games, she likes a partner who can hold a pose and a conversation.',
  },
  {
    id: 'ava', name: 'Ava Brooks', age: 26, gender: 'girl', tier: 0, score: 2, horny: 5, active: false,
    tags: ['strapon', 'photography'],
    description: 'Ava, 26, shoots weddings by day and neon streets by night. She always has a film camera in her bag and will tell you exactly which side is your good one.',
  },
  {
    id: 'nadia', name: 'Nadia Rahman', age: 28, gender: 'girl', tier: 2, score: 620, horny: 22, active: true,
    tags: ['maledom', 'group sex', 'architecture'],
    description: 'Nadia, 28, designs glass houses for people who like to be seen. Precise, playful and impossible to rush, she believes every great evening needs a plan and one beautiful mistake.',
  },
  {
    id: 'chloe', name: 'Chloe Martin', age: 23, gender: 'girl', tier: 0, score: 95, horny: 3, active: false,
    tags: ['feet', 'music'],
    description: 'Chloe, 23, DJs the late set at a rooftop club and knows the exact moment to drop the bass. Outgoing, spontaneous and a terrible cook, she will absolutely steal your hoodie.',
  },
  {
    id: 'isabela', name: 'Isabela Costa', age: 30, gender: 'girl', tier: 3, score: 0, horny: 10, active: false,
    tags: ['femdom', 'beach'],
    description: 'Isabela, 30, teaches surfing on the south coast and reads the ocean better than any forecast. Sun-warm, direct and fearless, she expects you to paddle out with her at least once.',
  },
  {
    id: 'riley', name: 'Riley Quinn', age: 25, gender: 'futa', tier: 1, score: 40, horny: 14, active: false,
    tags: ['futa', 'strapon', 'gaming'],
    description: 'Riley, 25, designs levels for an indie game studio and streams speedruns at night. Confident, nerdy and a shameless flirt, she hides the best secrets behind the hardest jumps.',
  },
];

export const mockCharacters: Character[] = seeds.map((s) => ({
  _id: s.id,
  name: s.name,
  age: s.age,
  gender: s.gender,
  futaVariant: true,
  images: `${s.id}-card.jpg|${s.id}-avatar.jpg`,
  backgroundImage: `${s.id}-bg.jpg`,
  description: s.description,
  descriptionTrans: null,
  tags: s.tags,
  playerTags: {},
  active: s.active,
  score: s.score,
  level: Math.floor(s.score / 30) + 1,
  tier: s.tier,
  locked: s.tier > 0,
  horny: s.horny,
  postCount: 0,
}));

/** A fresh copy a test or handler may change freely. */
export function cloneCharacters(): Character[] {
  return mockCharacters.map((c) => ({ ...c, tags: [...c.tags], playerTags: { ...c.playerTags } }));
}

/** Test factory: a character with overrides. */
export function makeCharacter(overrides: Partial<Character> = {}): Character {
  const base = mockCharacters[0]!;
  return { ...base, tags: [...base.tags], playerTags: {}, ...overrides };
}
