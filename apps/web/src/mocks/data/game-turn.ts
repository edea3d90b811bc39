import {
  canUseFreestyle,
  isGameError,
  newGameState,
  offeredReply,
  playTurn,
  restartedState,
  restartRandom,
  translated,
  turnRandom,
  type GameError,
  turnContext,
} from '@app/game-engine';
import { scenarioFor, type PackContent } from '@app/content/pack-content';
import {
  APP_CHAT_LIMIT,
  GAME_CHAT_LIMIT,
  type ChatMessage,
  type ChatMode,
  type GameReply,
  type GameState,
  type GameType,
  type InboxItem,
  type PackCharacter,
  type Scenario,
  type Tags,
} from '@app/schema';
import { mockRefusal, mockRefusalOf, type MockTrpcError } from '../trpc.ts';
import { gameKey, playerRecord, type PlayerRecord } from './play-store.ts';
import { rememberTurn } from './memory.ts';

/**
 * The server's turn (apps/api services/game/turn-service.ts) on the mocks' memory: the same engine,
 * pack records, seed and refusals, so the same choices draw the same lines. Not played here: the
 * language model (the server without MODEL_BASE_URL answers with the scripted engine too), the
 * operator's content filter, the daily quota of custom messages and the turn rate limit.
 */
export interface MockPlayer {
  id: string;
  tier: number;
  tags: Tags;
}

export interface TurnRequest {
  player: MockPlayer;
  charId: string;
  gameType: GameType;
  isFuta: boolean;
  mode: ChatMode;
  message: string;
  choices: string[];
  language: string;
}

/** As the server's START_HISTORY: how many messages an empty "start" message answers. */
const START_HISTORY = 40;

/** The engine's refusals as the server maps them (spec §8 causes). */
function gameErrorToMock(e: GameError): MockTrpcError {
  if (e.cause === 'tier' || e.cause === 'score') return mockRefusalOf(e, e.cause, 'FORBIDDEN');
  if (e.cause === 'quota') return mockRefusalOf(e, 'quota', 'TOO_MANY_REQUESTS');
  return mockRefusalOf(e, 'validation');
}

interface Prepared {
  character: PackCharacter;
  scenario: Scenario | null;
  key: string;
}

function prepare(pack: PackContent, req: Pick<TurnRequest, 'player' | 'charId' | 'gameType' | 'isFuta'>): Prepared {
  const character = pack.characters.find((c) => c.id === req.charId);
  if (!character) throw mockRefusal('character.notFound', undefined, 'NOT_FOUND');
  if (character.tier > req.player.tier) throw mockRefusal('tier.character', 'tier', 'FORBIDDEN');
  if (req.gameType === 'chat') return { character, scenario: null, key: gameKey(req.charId, 'chat', false) };
  const scenario = scenarioFor(pack, req.gameType, req.isFuta);
  if (!scenario) throw mockRefusal('game.unavailable', 'validation');
  return { character, scenario, key: gameKey(req.charId, req.gameType, scenario.futa) };
}

function saveTurn(
  record: PlayerRecord,
  prep: Prepared,
  req: Pick<TurnRequest, 'charId' | 'gameType'>,
  turn: { state: GameState; said: ChatMessage[]; reset?: boolean },
): void {
  record.games.set(prep.key, turn.state);
  const messages = turn.reset ? [] : (record.messages.get(prep.key) ?? []);
  record.messages.set(prep.key, [...messages, ...turn.said]);
  if (req.gameType === 'chat') {
    const tags = record.progress.get(req.charId)?.tags ?? {};
    record.progress.set(req.charId, { score: turn.state.score, meter: turn.state.meter, tags });
  }
}

/** One turn of the game for (player, character, game type), as message.send answers it. */
export function sendTurn(pack: PackContent, req: TurnRequest, now = Date.now()): GameReply {
  const message = req.message.trim();
  const limit = req.gameType === 'chat' ? APP_CHAT_LIMIT : GAME_CHAT_LIMIT;
  if (message.length > limit) throw mockRefusal('chat.tooLong', { limit }, 'validation');
  if (req.mode === 'freestyle' && !canUseFreestyle(req.player.tier))
    throw mockRefusal('tier.freestyle', 'tier', 'FORBIDDEN');
  const prep = prepare(pack, req);
  const record = playerRecord(req.player.id);
  const progress = record.progress.get(req.charId);
  const tags: Tags = { ...req.player.tags, ...(progress?.tags ?? {}) };
  const score = progress?.score ?? 0;
  const stored =
    record.games.get(prep.key) ??
    newGameState({
      charId: req.charId,
      gameType: req.gameType,
      isFuta: req.gameType !== 'chat' && prep.scenario?.futa === true,
      score: req.gameType === 'chat' ? score : 0,
    });
  // The chat game's score lives with the player's progress (as on the server's PlayerCharacter).
  const before = req.gameType === 'chat' ? { ...stored, score } : stored;
  const offered =
    req.gameType === 'chat' && message !== '' ? offeredReply(before, prep.character, message, req.language) : null;
  const played = playTurn(
    before,
    { message, mode: req.mode, choices: req.choices, gameType: req.gameType, isFuta: req.isFuta },
    {
      ...turnContext(prep, req.player.tier, tags, req.language, now),
      random: turnRandom(req.player.id, req.charId, req.gameType, before.counters.turns),
    },
  );
  if (isGameError(played)) throw gameErrorToMock(played);
  const start = message === '' && req.choices.length === 0;
  const history = start ? (record.messages.get(prep.key) ?? []).slice(-START_HISTORY) : [];
  const mine: ChatMessage[] =
    message === ''
      ? []
      : [
          {
            role: 'user',
            response: message,
            responseTrans: offered ? translated(offered.trans, req.language, prep.character.name) : null,
            createdAt: new Date(now).toISOString(),
          },
        ];
  saveTurn(record, prep, req, { state: played.state, said: [...mine, ...played.reply.messages] });
  if (req.gameType === 'chat')
    rememberTurn(req.player.id, prep.character, { before, result: played, message, typed: message !== '' && !offered });
  // No model plays here, so no answer can be asked for again (as a server without one answers).
  return { ...played.reply, messages: [...history, ...played.reply.messages], versions: null };
}

/** Clears one game and answers the opening reply, as message.restart does (score, a running block and counted blocks stay). */
export function restartGame(
  pack: PackContent,
  req: Omit<TurnRequest, 'mode' | 'message' | 'choices'>,
  now = Date.now(),
): GameReply {
  const prep = prepare(pack, req);
  const record = playerRecord(req.player.id);
  const progress = record.progress.get(req.charId);
  const score = progress?.score ?? 0;
  const tags: Tags = { ...req.player.tags, ...(progress?.tags ?? {}) };
  const old =
    record.games.get(prep.key) ??
    newGameState({ charId: req.charId, gameType: req.gameType, isFuta: req.isFuta, score });
  const returning = old.counters.turns > 0 || score > 0;
  const { state: fresh } = restartedState(
    old,
    { charId: req.charId, gameType: req.gameType, isFuta: req.isFuta, score: req.gameType === 'chat' ? score : 0 },
    { tier: req.player.tier, now },
  );
  const played = playTurn(
    fresh,
    { message: '', gameType: req.gameType, isFuta: req.isFuta },
    {
      ...turnContext(prep, req.player.tier, tags, req.language, now),
      random: restartRandom(req.player.id, req.charId, req.gameType, now),
      returning,
    },
  );
  if (isGameError(played)) throw gameErrorToMock(played);
  saveTurn(record, prep, req, { state: played.state, said: played.reply.messages, reset: true });
  if (req.gameType === 'chat') record.memories.delete(req.charId);
  return played.reply;
}

/** One row per character the player talked with in the chat game, newest first (message.inbox). */
export function inboxOf(pack: PackContent, playerId: string): InboxItem[] {
  const record = playerRecord(playerId);
  return pack.characters
    .flatMap((c) => {
      const last = record.messages.get(gameKey(c.id, 'chat', false))?.at(-1);
      return last
        ? [
            {
              _id: c.id,
              name: c.name,
              image: c.images[0] ?? '',
              message: last.response,
              messageTrans: last.responseTrans,
              updatedAt: last.createdAt,
            },
          ]
        : [];
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
