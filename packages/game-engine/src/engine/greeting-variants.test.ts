import { describe, expect, it } from 'vitest';
import { restartRandom } from '../views/turn-seed.ts';
import { chatState, NOW, play } from './play-helpers.ts';
import { testCharacter } from './test-character.ts';

// A card's first message and alternate greetings become the greeting pool of the imported character.
const character = testCharacter({
  dialogue: {
    ...testCharacter().dialogue,
    greeting: [
      { id: 'greeting.1', text: 'Put that life vest on, sailor.', trans: {} },
      { id: 'greeting.2', text: 'You again? The tide must like you.', trans: {} },
      { id: 'greeting.3', text: 'Right on time. Hold the rope for me?', trans: {} },
    ],
  },
});
const greetingOf = (now: number) =>
  play(chatState(), { message: '' }, { character, random: restartRandom('player-1', 'mila', 'chat', now) }).reply
    .messages[0]?.response;

describe('greeting variants (a card’s alternate greetings)', () => {
  it('picks one per new game, seeded: the same game the same greeting, new games all of them', () => {
    const greetings = Array.from({ length: 30 }, (_, i) => greetingOf(NOW + i * 60_000));
    expect(new Set(greetings)).toEqual(new Set(character.dialogue.greeting.map((g) => (g as { text: string }).text)));
    expect(greetingOf(NOW + 5 * 60_000)).toBe(greetings[5]);
  });
});
