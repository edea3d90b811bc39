import type { GameReply } from '@app/schema';

/** A line she says, as a reply carries it (no translation). */
export const say = (response: string) => ({
  role: 'assistant' as const,
  response,
  responseTrans: null,
  createdAt: new Date().toISOString(),
});

/** A chat reply at level 2 in the talk stage, one option offered; `overrides` replace any field. */
export const reply = (overrides: Partial<GameReply> = {}): GameReply => ({
  messages: [say('Hey you.')],
  horny: 10,
  options: ['Hi!'],
  optionsTrans: null,
  locationSelect: null,
  actionSelect: null,
  timeout: null,
  score: 40,
  level: 2,
  stage: 'talk',
  ended: false,
  ...overrides,
});
