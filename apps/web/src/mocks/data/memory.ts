import { translated, type TurnResult } from '@app/game-engine';
import {
  MAX_PINNED_FACTS,
  MAX_REMEMBERED_FACTS,
  type CharacterMemory,
  type GameState,
  type PackCharacter,
} from '@app/schema';
import { mockRefusal } from '../trpc.ts';
import { playerRecord } from './play-store.ts';

/**
 * The chat memory of the server (apps/api services/game/memory.ts and memory-panel.ts) on the mocks'
 * store: the places of dates, the mood's course, what the player typed about themselves (eight kept,
 * pinned ones always) and a running summary. The mocks run no language model, so no summary is
 * written by a job; tests and screenshots seed one.
 */
export interface MockMemory {
  places: string[];
  firstMeter: number | null;
  peakMeter: number;
  facts: string[];
  pinned: string[];
  summary: string;
}

const MAX_FACTS = MAX_REMEMBERED_FACTS;
const SELF = /\b(i am|i'm|im|i work|i live|i like|i love|i have|i've|my)\b/i;

const emptyMemory = (): MockMemory => ({
  places: [],
  firstMeter: null,
  peakMeter: 0,
  facts: [],
  pinned: [],
  summary: '',
});

/** After a chat turn: the date's place, the meter, and the player's own words about themselves. */
export function rememberTurn(
  playerId: string,
  character: PackCharacter,
  v: { before: GameState; result: TurnResult; message: string; typed: boolean },
): void {
  const memories = playerRecord(playerId).memories;
  const m = memories.get(character.id) ?? emptyMemory();
  const next: MockMemory = { ...m, firstMeter: m.firstMeter ?? v.before.meter };
  next.peakMeter = Math.max(m.peakMeter, v.result.state.meter);
  for (const e of v.result.events)
    if (e.type === 'dateStarted')
      next.places = [...next.places, character.locations.find((l) => l.id === e.location)?.name ?? e.location];
  const text = v.message.trim().replace(/\s+/g, ' ').slice(0, 140);
  if (v.typed && SELF.test(text) && text.length >= 8 && !next.pinned.includes(text))
    next.facts = [...next.facts.filter((f) => f !== text), text].slice(-MAX_FACTS);
  memories.set(character.id, next);
}

/** Test factory: what a character remembers, as if played (and, for a summary, as if the model wrote one). */
export function seedMemory(playerId: string, charId: string, memory: Partial<MockMemory>): void {
  playerRecord(playerId).memories.set(charId, { ...emptyMemory(), firstMeter: 10, peakMeter: 10, ...memory });
}

/** message.memory on the mocks. */
export function memoryOf(
  character: PackCharacter,
  playerId: string,
  state: GameState | undefined,
  language: string,
): CharacterMemory {
  const m = playerRecord(playerId).memories.get(character.id) ?? emptyMemory();
  const met = character.persona.scenario.split(/(?<=[.!?])\s/)[0]?.trim() || null;
  const meter = state?.meter ?? m.firstMeter ?? 0;
  const facts = [
    ...m.pinned.map((text) => ({ text, pinned: true })),
    ...m.facts.map((text) => ({ text, pinned: false })),
  ];
  return {
    model: false,
    met,
    places: [...new Set(m.places)].map((name) => {
      const location = character.locations.find((l) => l.name === name);
      return { name, label: (location && translated(location.nameTrans, language)) ?? name };
    }),
    dates: m.places.length,
    scenes: state?.counters.scenes ?? 0,
    mood: m.firstMeter === null ? null : { first: m.firstMeter, now: meter, peak: Math.max(m.peakMeter, meter) },
    facts,
    maxPinned: MAX_PINNED_FACTS,
    summary: m.summary,
    digest: [
      met ? `Where you met: ${met}` : 'You met the player here in the chat.',
      facts.length ? `What the player told you about themselves: ${facts.map((f) => `"${f.text}"`).join('; ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

type Entry = { kind: 'fact'; text: string } | { kind: 'place'; name: string } | { kind: 'summary' };

/** message.forget on the mocks. */
export function forgetEntry(playerId: string, charId: string, entry: Entry): void {
  const memories = playerRecord(playerId).memories;
  const m = memories.get(charId);
  const has =
    m &&
    (entry.kind === 'summary'
      ? m.summary !== ''
      : entry.kind === 'place'
        ? m.places.includes(entry.name)
        : m.facts.includes(entry.text) || m.pinned.includes(entry.text));
  if (!m || !has) throw mockRefusal('memory.notFound', undefined, 'NOT_FOUND');
  if (entry.kind === 'summary') memories.set(charId, { ...m, summary: '' });
  else if (entry.kind === 'place') memories.set(charId, { ...m, places: m.places.filter((p) => p !== entry.name) });
  else
    memories.set(charId, {
      ...m,
      facts: m.facts.filter((f) => f !== entry.text),
      pinned: m.pinned.filter((f) => f !== entry.text),
    });
}

/** message.pin on the mocks. */
export function pinEntry(playerId: string, charId: string, text: string, pinned: boolean): void {
  const memories = playerRecord(playerId).memories;
  const m = memories.get(charId);
  const isPinned = m?.pinned.includes(text) ?? false;
  if (!m || (!isPinned && !m.facts.includes(text))) throw mockRefusal('memory.notFound', undefined, 'NOT_FOUND');
  if (isPinned === pinned) return;
  if (pinned && m.pinned.length >= MAX_PINNED_FACTS)
    throw mockRefusal('memory.pinsFull', { max: MAX_PINNED_FACTS }, 'validation');
  memories.set(
    charId,
    pinned
      ? { ...m, facts: m.facts.filter((f) => f !== text), pinned: [...m.pinned, text] }
      : { ...m, pinned: m.pinned.filter((f) => f !== text), facts: [...m.facts, text].slice(-MAX_FACTS) },
  );
}
