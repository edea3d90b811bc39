import { afterEach, beforeEach } from 'vitest';
import { createRandom } from '@app/game-engine';
import { chatTiming } from './reveal.ts';

/** Tests: the character's lines appear at once and in a seeded order; the real timing comes back after each test. */
export function playChatInstantly(seed = 3): void {
  const realTiming = { ...chatTiming };
  beforeEach(() => {
    chatTiming.random = createRandom(seed);
    chatTiming.sleep = async () => {};
  });
  afterEach(() => {
    Object.assign(chatTiming, realTiming);
  });
}
