import {
  canUseFreestyle,
  customMessagesPerDay,
  isGameError,
  offeredReply,
  playTurn,
  restartedState,
  restartRandom,
  translated,
  turnRandom,
  type GameError,
  turnContext,
  storedGameType,
} from '@app/game-engine';
import {
  APP_CHAT_LIMIT,
  GAME_CHAT_LIMIT,
  type ChatMode,
  type GameReply,
  type GameState,
  type GameType,
  type PackCharacter,
  type Scenario,
  type Tags,
} from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import type { Player } from '../players.ts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import { reportFilterHit } from '../safety/report.ts';
import { refuseOverTokenCeiling } from '../model/ceiling.ts';
import { recentMessages, START_HISTORY, toChatMessage } from './history.ts';
import { queueChatSummary } from './chat-summary.ts';
import { EMPTY_MEMORY, trackTurn } from './memory.ts';
import { versionsOf, type LastReply } from './last-reply.ts';
import { customMessagesUsed, QuotaUsedUp } from './custom-quota.ts';
import {
  loadGame,
  loadTurnState,
  NO_SUMMARY,
  persistTurn,
  recallTurnState,
  StaleGame,
  VersionConflict,
  type GameKey,
} from './state-store.ts';
import { voiceTurn, type OnLine } from './voice.ts';
import { voicedReply } from '../model/generic-voice.ts';

export interface TurnRequest {
  player: Player;
  charId: string;
  gameType: GameType;
  isFuta: boolean;
  mode: ChatMode;
  message: string;
  choices: string[];
  language: string;
  /** The model's lines as they are written, before the turn is stored (message.stream). */
  onLine?: OnLine;
}

/** No custom message left today (spec §6): 429 with cause quota. */
export function quotaRefusal(): AppError {
  return new AppError('TOO_MANY_REQUESTS', { key: 'tier.quota', params: {} }, 'quota');
}

/** The engine's refusals as the API's errors (spec §8 causes). */
function gameErrorToApp(e: GameError): AppError {
  switch (e.cause) {
    case 'tier':
    case 'score':
      return new AppError('FORBIDDEN', e, e.cause);
    case 'quota':
      return new AppError('TOO_MANY_REQUESTS', e, 'quota');
    default:
      // 'location' means location law to the page; a bad pick is a plain validation error here.
      return new AppError('BAD_REQUEST', e, 'validation');
  }
}

interface Prepared {
  character: PackCharacter;
  scenario: Scenario | null;
  /** Which saved game this is: the story games keep the futa variant apart. */
  key: GameKey;
}

/** Checks that hold whatever the state: the character exists, the tier opens it, the scenario exists. */
async function prepare(
  app: AppServices,
  req: Pick<TurnRequest, 'player' | 'charId' | 'gameType' | 'isFuta'>,
): Promise<Prepared> {
  const character = await app.cache.characters.get(app.db.prisma, req.charId, app.db.sql);
  if (character.tier > req.player.tier) throw forbidden('tier.character', 'tier');
  const base = { userId: req.player.id, charId: req.charId, gameType: req.gameType };
  if (req.gameType === 'chat') return { character, scenario: null, key: { ...base, isFuta: false } };
  const scenario = app.game.scenarios(req.gameType, req.isFuta);
  if (!scenario) throw badRequest('game.unavailable', 'validation');
  return { character, scenario, key: { ...base, isFuta: scenario.futa } };
}

async function playerTagsFor(app: AppServices, player: Player, charId: string): Promise<{ tags: Tags; score: number }> {
  const pc = await app.db.prisma.playerCharacter.findUnique({
    where: { userId_charId: { userId: player.id, charId } },
    select: { score: true, tags: true },
  });
  return { tags: { ...player.tags, ...((pc?.tags ?? {}) as Tags) }, score: pc?.score ?? 0 };
}

/**
 * A custom message: FreeStyle words of the player's own (not a suggested reply clicked) in the chat
 * game, which only the language model answers. Only these count against the daily quota, and only
 * when the model really voiced the turn.
 */
function isCustomMessage(
  app: AppServices,
  req: TurnRequest,
  prep: Prepared,
  state: GameState,
  message: string,
): boolean {
  if (
    req.mode !== 'freestyle' ||
    req.gameType !== 'chat' ||
    message === '' ||
    req.choices.length > 0 ||
    !app.game.model
  )
    return false;
  return offeredReply(state, prep.character, message, req.language) === null;
}

async function playOnce(app: AppServices, req: TurnRequest, prep: Prepared, said: string): Promise<GameReply> {
  const { player, charId, gameType } = req;
  const now = app.now();
  // A scripted turn on a game this process played last starts from memory: one round trip, the write
  // checks nothing changed meanwhile. A turn the model may voice reads (its prompt needs the running summary).
  const {
    progress,
    game: loaded,
    recalled,
  } = (app.game.model ? null : recallTurnState(prep.key)) ?? (await loadTurnState(app.db.sql, prep.key));
  const tags: Tags = { ...player.tags, ...((progress?.tags ?? {}) as Tags) };
  const score = progress?.score ?? 0;
  // The chat game's score lives on PlayerCharacter (a restart of progress elsewhere resets it there).
  const before = gameType === 'chat' ? { ...loaded.state, score } : loaded.state;
  // A reply the model reworded is scored as the reply it stands for; the history keeps what the player saw.
  const clicked = gameType === 'chat' ? voicedReply(before, said) : null;
  const message = clicked?.reply ?? said;
  const custom = isCustomMessage(app, req, prep, before, message);
  // A clicked suggested reply arrives as the original; the history keeps it in the player's language too.
  const offered =
    gameType === 'chat' && message !== '' ? offeredReply(before, prep.character, message, req.language) : null;
  const userMessageTrans = clicked
    ? clicked.saidTrans
    : offered
      ? translated(offered.trans, req.language, prep.character.name)
      : null;
  const used = custom ? await customMessagesUsed(app.db.prisma, player.id, now) : undefined;
  const random = turnRandom(player.id, charId, gameType, before.counters.turns);
  const played = playTurn(
    before,
    { message, mode: req.mode, choices: req.choices, gameType, isFuta: req.isFuta },
    {
      ...turnContext(prep, player.tier, tags, req.language, now),
      random,
      customMessagesUsedToday: used,
    },
  );
  if (isGameError(played)) throw gameErrorToApp(played);
  const voiced = await voiceTurn(app, {
    userId: player.id,
    tier: player.tier,
    character: prep.character,
    mode: req.mode,
    message: said,
    language: req.language,
    before,
    result: played,
    memory: loaded.memory,
    summary: loaded.summary,
    onLine: req.onLine,
  });
  const result = voiced.result;
  const memory =
    gameType === 'chat'
      ? trackTurn(loaded.memory, {
          character: prep.character,
          before,
          result,
          message,
          typed: message !== '' && offered === null,
        })
      : loaded.memory;
  const stored = storedGameType(gameType, prep.key.isFuta);
  const start = message === '' && req.choices.length === 0;
  const lastReply = answerToKeep(req, said, voiced.engine, result, loaded.lastReply);
  const history = start ? await recentMessages(app.db.prisma, player.id, charId, stored, START_HISTORY) : [];
  await persistTurn(
    app.db.prisma,
    {
      userId: player.id,
      charId,
      gameType: stored,
      version: loaded.version,
      state: result.state,
      memory,
      lastReply,
      userMessage: said === '' ? null : said,
      userMessageTrans,
      replies: result.reply.messages,
      now,
      quota: custom && voiced.engine === 'model' ? { limit: customMessagesPerDay(player.tier) } : null,
      progress: gameType === 'chat' ? progressToWrite(progress, result.state) : null,
      progressBefore: progress,
      recalled,
    },
    app.db.sql,
  );
  app.metrics.chatTurns.inc({ gameType, mode: req.mode, engine: voiced.engine });
  if (voiced.summaryDue)
    await queueChatSummary(app, { userId: player.id, charId, tier: player.tier, before: voiced.summaryDue.before });
  return {
    ...result.reply,
    messages: [...history.map(toChatMessage), ...result.reply.messages],
    versions: versionsOf(lastReply),
  };
}

/** The chat's score and meter for the character's row, when the turn moved them (most turns move neither). */
function progressToWrite(
  stored: { score: number; meter: number } | null,
  state: { score: number; meter: number },
): { score: number; meter: number } | null {
  if (stored && stored.score === state.score && stored.meter === state.meter) return null;
  return { score: state.score, meter: state.meter };
}

/**
 * The answer that can be asked for again after this turn: the model's answer to FreeStyle words starts
 * a new one; a turn that adds no message (opening the chat again) keeps the old one; any other drops it.
 */
function answerToKeep(
  req: TurnRequest,
  message: string,
  engine: string,
  result: { reply: GameReply },
  kept: LastReply | null,
): LastReply | null {
  const { messages, options, optionsTrans } = result.reply;
  if (req.gameType === 'chat' && req.mode === 'freestyle' && engine === 'model' && message !== '')
    return {
      message,
      versions: [
        {
          lines: messages.map((m) => ({ response: m.response, responseTrans: m.responseTrans })),
          options,
          optionsTrans,
        },
      ],
      shown: 0,
    };
  return message === '' && req.choices.length === 0 && messages.length === 0 ? kept : null;
}

/**
 * One turn of the game for (player, character, game type): limits from the database, the content
 * filter, the engine (and the model when it voices the turn), then one transaction guarded by the
 * state's version. A concurrent send retries once, then answers 409.
 */
export async function sendTurn(app: AppServices, req: TurnRequest): Promise<GameReply> {
  const message = req.message.trim();
  const limit = req.gameType === 'chat' ? APP_CHAT_LIMIT : GAME_CHAT_LIMIT;
  if (message.length > limit) throw badRequest('chat.tooLong', { limit });
  if (req.mode === 'freestyle' && !canUseFreestyle(req.player.tier)) throw forbidden('tier.freestyle', 'tier');
  if (req.mode === 'freestyle') await refuseOverTokenCeiling(app, req.player);
  const prep = await prepare(app, req);
  const hit = message ? app.game.filter.check(message) : null;
  if (hit) {
    await reportFilterHit(
      app.db.prisma,
      { userId: req.player.id, charId: req.charId, source: 'player', text: message, hit, gameType: req.gameType },
      app.now(),
    );
    throw badRequest('chat.contentRefused', 'content');
  }
  // a turn played again after a concurrent send hands out no line twice
  const streamed = req.onLine ? onceEach(req.onLine) : undefined;
  let conflicts = 0;
  while (conflicts < 2) {
    try {
      return await playOnce(app, { ...req, onLine: streamed }, prep, message);
    } catch (error) {
      if (error instanceof QuotaUsedUp) throw quotaRefusal();
      if (!(error instanceof VersionConflict)) throw error;
      // a game recalled from memory had changed: it is forgotten, so the turn is played again from a read
      if (!(error instanceof StaleGame)) conflicts++;
    }
  }
  throw conflict('chat.waitForReply');
}

function onceEach(onLine: OnLine): OnLine {
  const given = new Set<string>();
  return (line) => {
    const key = `${line.response}\u0000${line.responseTrans ?? ''}`;
    if (given.has(key)) return;
    given.add(key);
    onLine(line);
  };
}

/**
 * Clears one game (state and messages) and answers the opening reply. The chat game's score stays
 * on PlayerCharacter; a running block or cooldown and the block count stay too (the engine's restart rule).
 */
export async function restartGame(
  app: AppServices,
  req: Omit<TurnRequest, 'mode' | 'message' | 'choices'>,
): Promise<GameReply> {
  const { player, charId, gameType } = req;
  const prep = await prepare(app, req);
  const now = app.now();
  const { tags, score } = await playerTagsFor(app, player, charId);
  const old = await loadGame(app.db.prisma, prep.key, score);
  // She has met this player before: the hello after a restart is a returning one.
  const returning = old.state.counters.turns > 0 || score > 0;
  // The engine's restart rule: a running block or cooldown, and the blocks that still count, outlive it.
  const { state: fresh } = restartedState(
    old.state,
    { charId, gameType, isFuta: req.isFuta, score: gameType === 'chat' ? score : 0 },
    { tier: player.tier, now },
  );
  const random = restartRandom(player.id, charId, gameType, now);
  const played = playTurn(
    fresh,
    { message: '', gameType, isFuta: req.isFuta },
    {
      ...turnContext(prep, player.tier, tags, req.language, now),
      random,
      returning,
    },
  );
  if (isGameError(played)) throw gameErrorToApp(played);
  // Only a generic hello (an imported card's placeholder) is worded by the model here.
  const { result } = await voiceTurn(app, {
    userId: player.id,
    tier: player.tier,
    character: prep.character,
    mode: 'chat',
    message: '',
    language: req.language,
    before: fresh,
    result: played,
    memory: EMPTY_MEMORY,
    summary: NO_SUMMARY,
  });
  await persistTurn(app.db.prisma, {
    userId: player.id,
    charId,
    gameType: storedGameType(gameType, prep.key.isFuta),
    version: null,
    reset: true,
    state: result.state,
    memory: EMPTY_MEMORY,
    userMessage: null,
    replies: result.reply.messages,
    now,
    quota: null,
    progress: gameType === 'chat' ? { score: result.state.score, meter: result.state.meter } : null,
  });
  return result.reply;
}
