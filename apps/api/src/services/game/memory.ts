import { z } from 'zod';
import { moodBand, type TurnResult } from '@app/game-engine';
import { MAX_PINNED_FACTS, MAX_REMEMBERED_FACTS, type GameState, type PackCharacter } from '@app/schema';

const MAX_FACTS = MAX_REMEMBERED_FACTS;

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
  facts: z.array(z.string().max(140)).max(MAX_FACTS).default([]),
  /** Facts the player pinned (panel "What she remembers"): never pushed out by newer ones, always in the prompt. */
  pinned: z.array(z.string().max(140)).max(MAX_PINNED_FACTS).default([]),
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
  const fact = text.slice(0, 140);
  if (v.typed && SELF.test(text) && text.length >= 8 && !next.pinned.includes(fact))
    next = { ...next, facts: remembered(next.facts, fact, MAX_FACTS) };
  return next;
}

function trend(memory: Memory, state: GameState): string {
  const first = memory.firstMeter ?? state.meter;
  const now = state.meter;
  const course = now > first ? 'warmed up' : now < first ? 'cooled down' : 'stayed the same';
  return `The mood ${course}: it started ${moodBand(first)} (${first}/30), is ${moodBand(now)} now (${now}/30), and peaked at ${Math.max(memory.peakMeter, now)}/30.`;
}

/** Where you met: the first sentence of the card's scenario. */
export function metLine(character: PackCharacter): string | undefined {
  return character.persona.scenario.split(/(?<=[.!?])\s/)[0]?.trim() || undefined;
}

/** The structured digest for the prompt: where they met, where they went, the mood's course, what the player shared. */
export function digest(memory: Memory, character: PackCharacter, state: GameState): string {
  const met = metLine(character);
  const parts = [
    met ? `Where you met: ${met}` : `You met the player here in the chat.`,
    memory.places.length > 0
      ? `Dates so far (${memory.places.length}): ${[...new Set(memory.places)].join(', ')}.`
      : 'You have not been on a date yet.',
    state.counters.scenes > 0 ? `Intimate moments together: ${state.counters.scenes}.` : '',
    trend(memory, state),
    memory.pinned.length + memory.facts.length > 0
      ? `What the player told you about themselves: ${[...memory.pinned, ...memory.facts].map((f) => `"${f}"`).join('; ')}.`
      : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** What a change of the player's asked for made of the memory; `missing` when the entry was not there. */
export type MemoryEdit = { memory: Memory } | { missing: true } | { pinsFull: true };

/** Forgets one fact the player told, pinned or not. */
export function forgetFact(memory: Memory, text: string): MemoryEdit {
  if (!memory.facts.includes(text) && !memory.pinned.includes(text)) return { missing: true };
  return {
    memory: {
      ...memory,
      facts: memory.facts.filter((f) => f !== text),
      pinned: memory.pinned.filter((f) => f !== text),
    },
  };
}

/** Forgets a date's place: every visit to it (the digest names each place once). */
export function forgetPlace(memory: Memory, name: string): MemoryEdit {
  if (!memory.places.includes(name)) return { missing: true };
  return { memory: { ...memory, places: memory.places.filter((p) => p !== name) } };
}

/** Pins a fact (it leaves the window of newer facts) or unpins it (it comes back as the newest of the window). */
export function pinFact(memory: Memory, text: string, pinned: boolean): MemoryEdit {
  const isPinned = memory.pinned.includes(text);
  if (!isPinned && !memory.facts.includes(text)) return { missing: true };
  if (isPinned === pinned) return { memory };
  if (pinned) {
    if (memory.pinned.length >= MAX_PINNED_FACTS) return { pinsFull: true };
    return { memory: { ...memory, facts: memory.facts.filter((f) => f !== text), pinned: [...memory.pinned, text] } };
  }
  return {
    memory: {
      ...memory,
      pinned: memory.pinned.filter((f) => f !== text),
      facts: remembered(memory.facts, text, MAX_FACTS),
    },
  };
}
