import { z } from 'zod';
import { moodBand, type TurnResult } from '@app/game-engine';
import type { GameState, PackCharacter } from '@app/schema';

/**
 * What the server keeps next to the engine's state for the language model: a structured digest
 * kept every turn (places, the meter's course, what the player told about themselves), so the
 * prompt remembers the relationship whatever the model did. The running summary of older history
 * is written apart, by a background job (chat-summary.ts).
 */
export const memorySchema = z.object({
  /** Date locations, oldest first. */
  places: z.array(z.string().max(80)).max(12).default([]),
  /** The meter after each turn, newest last (a short window for the trend). */
  meters: z.array(z.number().int().min(0).max(30)).max(40).default([]),
  /** The first meter and the highest one seen. */
  firstMeter: z.number().int().min(0).max(30).nullable().default(null),
  peakMeter: z.number().int().min(0).max(30).default(0),
  /** What the player said about themselves, in their own words (typed, not picked). */
  facts: z.array(z.string().max(140)).max(8).default([]),
});
export type Memory = z.infer<typeof memorySchema>;

export const EMPTY_MEMORY: Memory = memorySchema.parse({});

export function parseMemory(value: unknown): Memory {
  const parsed = memorySchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : EMPTY_MEMORY;
}

/** First-person statements: "I am...", "I'm...", "my...", "I work/live/like/love/have...". */
const SELF = /\b(i am|i'm|im|i work|i live|i like|i love|i have|i've|my)\b/i;

function remembered<T>(list: readonly T[], item: T, max: number): T[] {
  return [...list.filter((x) => x !== item), item].slice(-max);
}

/** Updates the digest after a chat turn: where they went, the meter, and the player's words about themselves. */
export function trackTurn(
  memory: Memory,
  v: { character: PackCharacter; before: GameState; result: TurnResult; message: string; typed: boolean },
): Memory {
  let next: Memory = { ...memory, meters: [...memory.meters, v.result.state.meter].slice(-40) };
  next.firstMeter ??= v.before.meter;
  next.peakMeter = Math.max(memory.peakMeter, v.result.state.meter);
  for (const e of v.result.events) {
    if (e.type !== 'dateStarted') continue;
    const name = v.character.locations.find((l) => l.id === e.location)?.name ?? e.location;
    next = { ...next, places: [...next.places, name].slice(-12) };
  }
  const text = v.message.trim().replace(/\s+/g, ' ');
  if (v.typed && SELF.test(text) && text.length >= 8)
    next = { ...next, facts: remembered(next.facts, text.slice(0, 140), 8) };
  return next;
}

function trend(memory: Memory, state: GameState): string {
  const first = memory.firstMeter ?? state.meter;
  const now = state.meter;
  const course = now > first ? 'warmed up' : now < first ? 'cooled down' : 'stayed the same';
  return `The mood ${course}: it started ${moodBand(first)} (${first}/30), is ${moodBand(now)} now (${now}/30), and peaked at ${Math.max(memory.peakMeter, now)}/30.`;
}

/** The structured digest for the prompt: where they met, where they went, the mood's course, what the player shared. */
export function digest(memory: Memory, character: PackCharacter, state: GameState): string {
  const met = character.persona.scenario.split(/(?<=[.!?])\s/)[0]?.trim();
  const parts = [
    met ? `Where you met: ${met}` : `You met the player here in the chat.`,
    memory.places.length > 0
      ? `Dates so far (${memory.places.length}): ${[...new Set(memory.places)].join(', ')}.`
      : 'You have not been on a date yet.',
    state.counters.scenes > 0 ? `Intimate moments together: ${state.counters.scenes}.` : '',
    trend(memory, state),
    memory.facts.length > 0
      ? `What the player told you about themselves: ${memory.facts.map((f) => `"${f}"`).join('; ')}.`
      : '',
  ];
  return parts.filter(Boolean).join(' ');
}
