import { translated } from '@app/game-engine';
import {
  MAX_PINNED_FACTS,
  type CharacterMemory,
  type ForgetMemoryInput,
  type PackCharacter,
  type PinFactInput,
} from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Player } from '../players.ts';
import { cardMacros } from '../model/prompt.ts';
import { digest, forgetFact, forgetPlace, metLine, pinFact, type Memory, type MemoryEdit } from './memory.ts';
import { loadTurnState, type GameKey, type LoadedGame } from './state-store.ts';

/**
 * The "What she remembers" panel of the chat game: the player reads what the language model is given
 * about them (the digest and the running summary), forgets an entry or pins a fact. Only the player's
 * own game is ever read or written (the key is the caller's id). Her memory of the player is the player's
 * data: it is read and changed whatever tier the character needs now.
 */

const chatKey = (player: Player, charId: string): GameKey => ({
  userId: player.id,
  charId,
  gameType: 'chat',
  isFuta: false,
});

async function load(app: AppServices, player: Player, charId: string): Promise<LoadedGame> {
  return (await loadTurnState(app.db.sql, chatKey(player, charId))).game;
}

function placeLabel(character: PackCharacter, name: string, language: string): string {
  const location = character.locations.find((l) => l.name === name);
  return (location && translated(location.nameTrans, language)) ?? name;
}

export async function readMemory(
  app: AppServices,
  player: Player,
  charId: string,
  language: string,
): Promise<CharacterMemory> {
  const character = await app.cache.characters.get(app.db.prisma, charId, app.db.sql);
  const { memory, state, summary, version } = await load(app, player, charId);
  const m = cardMacros(character);
  const met = metLine(character);
  const played = version !== null && memory.firstMeter !== null;
  return {
    model: Boolean(app.game.model),
    met: met ? m(met) : null,
    places: [...new Set(memory.places)].map((name) => ({ name, label: placeLabel(character, name, language) })),
    dates: memory.places.length,
    scenes: state.counters.scenes,
    mood: played
      ? { first: memory.firstMeter!, now: state.meter, peak: Math.max(memory.peakMeter, state.meter) }
      : null,
    facts: [
      ...memory.pinned.map((text) => ({ text, pinned: true })),
      ...memory.facts.map((text) => ({ text, pinned: false })),
    ],
    maxPinned: MAX_PINNED_FACTS,
    summary: summary.text,
    digest: m(digest(memory, character, state)),
  };
}

/** A write lost to a concurrent turn is tried again on the newer state; after that the player is told to wait. */
const ATTEMPTS = 3;

/**
 * Writes the memory only over the version it was read from and moves the version on, so a turn that read
 * the older memory retries on this one instead of writing the forgotten entry back (and the other way round).
 * Only the memory's key of the state is replaced: the game itself is the turn's to write.
 */
async function writeMemory(app: AppServices, key: GameKey, version: number, memory: Memory): Promise<boolean> {
  const written = await app.db.prisma.$executeRaw`
    UPDATE "GameState" SET "state" = jsonb_set("state", '{memory}', ${JSON.stringify(memory)}::jsonb), "version" = "version" + 1
     WHERE "userId" = ${key.userId} AND "charId" = ${key.charId} AND "gameType" = 'chat' AND "version" = ${version}`;
  return written > 0;
}

async function editMemory(
  app: AppServices,
  player: Player,
  charId: string,
  edit: (memory: Memory) => MemoryEdit,
): Promise<void> {
  const key = chatKey(player, charId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const game = await load(app, player, charId);
    if (game.version === null) throw notFound('memory.notFound');
    const result = edit(game.memory);
    if ('missing' in result) throw notFound('memory.notFound');
    if ('pinsFull' in result) throw badRequest('memory.pinsFull', { max: MAX_PINNED_FACTS });
    if (result.memory === game.memory) return;
    if (await writeMemory(app, key, game.version, result.memory)) return;
  }
  throw conflict('chat.waitForReply');
}

/**
 * Forgets the running summary. Its last message stays where it was, so the next summary job folds in
 * only what left the prompt window after it and never writes the forgotten history back; a job already
 * writing finds the summary it read gone and drops its own (chat-summary.ts).
 */
async function forgetSummary(app: AppServices, player: Player, charId: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const game = await load(app, player, charId);
    if (game.version === null || !game.summary.text) throw notFound('memory.notFound');
    // a turn never writes these columns, so the version guards only against a restart in between
    const written = await app.db.prisma.$executeRaw`
      UPDATE "GameState" SET "summary" = ''
       WHERE "userId" = ${player.id} AND "charId" = ${charId} AND "gameType" = 'chat'
         AND "version" = ${game.version} AND "summaryUpTo" = ${game.summary.upTo}`;
    if (written > 0) return;
  }
  throw conflict('chat.waitForReply');
}

export async function forgetMemory(app: AppServices, player: Player, input: ForgetMemoryInput): Promise<void> {
  await app.cache.characters.get(app.db.prisma, input.id, app.db.sql);
  const entry = input.entry;
  if (entry.kind === 'summary') return forgetSummary(app, player, input.id);
  return editMemory(app, player, input.id, (memory) =>
    entry.kind === 'fact' ? forgetFact(memory, entry.text) : forgetPlace(memory, entry.name),
  );
}

export async function pinMemoryFact(app: AppServices, player: Player, input: PinFactInput): Promise<void> {
  await app.cache.characters.get(app.db.prisma, input.id, app.db.sql);
  return editMemory(app, player, input.id, (memory) => pinFact(memory, input.text, input.pinned));
}
