import { describe, expect, it } from 'vitest';
import { createRandom } from '../rules/random.ts';
import { freshLine, sentKey } from './fresh.ts';
import { speak } from './lines.ts';
import { isSafeText } from './safety.ts';
import { sentimentOf } from './sentiment.ts';
import { emojiOverlap, isEmojiOnly, nearest, similarity } from './tokens.ts';

describe('similarity', () => {
  it('is 1 for the same words whatever the case and punctuation', () => {
    expect(similarity('You make me SMILE!', 'you make me smile')).toBe(1);
  });
  it('is higher for more shared words and 0 for none', () => {
    expect(similarity('you make me smile so much', 'you make me smile')).toBeGreaterThan(
      similarity('smile', 'you make me laugh'),
    );
    expect(similarity('pizza', 'come closer tonight')).toBe(0);
  });
  it('finds the nearest item above a threshold', () => {
    const items = ['Tell me more about you', 'Come closer tonight', 'Whatever'];
    expect(nearest('closer tonight please', items, (t) => [t], 0.5)?.index).toBe(1);
    expect(nearest('banana', items, (t) => [t], 0.5)).toBeNull();
  });
});

describe('sentiment', () => {
  it('reads positive, neutral and negative words in several languages', () => {
    expect(sentimentOf('You are beautiful')).toBe('positive');
    expect(sentimentOf('eres muy linda')).toBe('positive');
    expect(sentimentOf('I went to the shop')).toBe('neutral');
    expect(sentimentOf('you are ugly and boring')).toBe('negative');
    expect(sentimentOf('du bist langweilig')).toBe('negative');
  });
  it('flips a word after a negator', () => {
    expect(sentimentOf('you are not boring')).toBe('positive');
    expect(sentimentOf('I do not like this')).toBe('negative');
  });
  it('reads emojis', () => {
    expect(sentimentOf('😍')).toBe('positive');
    expect(sentimentOf('😡')).toBe('negative');
  });
});

describe('emoji answers', () => {
  it('accepts emoji-only text, with skin tones and joiners', () => {
    expect(isEmojiOnly('😍🌹')).toBe(true);
    expect(isEmojiOnly('👍🏽 ❤️‍🔥')).toBe(true);
    expect(isEmojiOnly('ok 😍')).toBe(false);
    expect(isEmojiOnly('123')).toBe(false);
    expect(isEmojiOnly('   ')).toBe(false);
  });
  it('measures shared emojis', () => {
    expect(emojiOverlap('🍕🍷', '🍕🎬')).toBeGreaterThan(0);
    expect(emojiOverlap('🍕', '🎬')).toBe(0);
  });
});

describe('lines', () => {
  it('fills {name}, appends the image reference and picks the translation', () => {
    const spoken = speak(
      { text: 'Hi, I am {name}', trans: { es: 'Hola, soy {name}' }, image: 'mila-1.jpg' },
      'Mila',
      'es',
    );
    expect(spoken).toEqual({ response: 'Hi, I am Mila [mila-1.jpg]', responseTrans: 'Hola, soy Mila [mila-1.jpg]' });
    expect(speak('Hi {name}', 'Mila', 'en')).toEqual({ response: 'Hi Mila', responseTrans: null });
  });
  it('picks a line not sent before while one is left', () => {
    const pool = ['one', 'two', 'three'];
    for (let seed = 0; seed < 20; seed++) {
      const sent = new Set(['one', 'three'].map(sentKey));
      expect(
        freshLine({ pools: [pool], mood: 'neutral' }, { sent, random: createRandom(seed), name: 'x', language: 'en' })
          ?.response,
      ).toBe('two');
    }
  });
});

describe('safe-for-work check', () => {
  it('refuses sexual words and emojis, passes friendly text', () => {
    expect(isSafeText('Want to share a pizza? 🍕')).toBe(true);
    expect(isSafeText('You look sexy')).toBe(false);
    expect(isSafeText('🍑')).toBe(false);
  });
});
