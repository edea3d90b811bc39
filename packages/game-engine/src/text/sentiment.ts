import { emojisOf, words } from './tokens.ts';

export type Sentiment = 'positive' | 'neutral' | 'negative';

/** A small lexicon: English plus common words of other languages (accents stripped). */
const POSITIVE = new Set(
  (
    'love like lovely beautiful pretty gorgeous cute sweet nice great good amazing wonderful awesome ' +
    'fun funny happy glad yes yeah sure please thanks thank kind cool wow stunning charming adorable ' +
    'hot sexy perfect best fantastic enjoy miss kiss hug smile darling babe honey dear beauty ' +
    'hermosa bonita linda guapa gracias amor encanta bueno buena si ' +
    'belle jolie merci amour adore oui bien genial ' +
    'schon schoen hubsch danke liebe gut ja toll ' +
    'bella grazie amore bello bene ' +
    'obrigado obrigada lindo boa sim ' +
    'krasivaya spasibo lyublyu'
  )
    .split(/\s+/)
    .filter(Boolean),
);
const NEGATIVE = new Set(
  (
    'hate ugly stupid dumb boring bored bad awful terrible annoying shut idiot loser gross disgusting ' +
    'nope leave whatever meh fat worst sucks suck lame creepy weird fake bitch ' +
    'odio fea feo estupida estupido aburrido malo mala ' +
    'moche nul nulle deteste stupide ' +
    'hassen hasse hassliche dumm langweilig ' +
    'brutta stupido noioso odio ' +
    'feia chato'
  )
    .split(/\s+/)
    .filter(Boolean),
);
const NEGATORS = new Set([
  'not',
  "don't",
  'dont',
  'never',
  'no',
  "isn't",
  "aren't",
  'nicht',
  'pas',
  'nao',
  'non',
  'nein',
]);
const POSITIVE_EMOJI = new Set([...'😊😍🥰😘❤💕💖💗😁😄🙂👍🌹✨😉🤗💋']);
const NEGATIVE_EMOJI = new Set([...'😠😡🤬👎🙄😒🤮💩😤']);

/** A lexicon score: positive words count +1, negative -1, a negator flips the next word. */
export function sentimentScore(text: string): number {
  let score = 0;
  let flip = false;
  for (const w of words(text)) {
    const value = POSITIVE.has(w) ? 1 : NEGATIVE.has(w) ? -1 : 0;
    score += flip ? -value : value;
    flip = NEGATORS.has(w);
  }
  for (const e of emojisOf(text)) score += POSITIVE_EMOJI.has(e) ? 1 : NEGATIVE_EMOJI.has(e) ? -1 : 0;
  return score;
}

export function sentimentOf(text: string): Sentiment {
  const score = sentimentScore(text);
  if (score > 0) return 'positive';
  if (score < 0) return 'negative';
  return 'neutral';
}
