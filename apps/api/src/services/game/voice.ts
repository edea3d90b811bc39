import { isFresh, keysOfLine, levelOf, remember, voicedMeter, type GameEvent, type TurnResult } from '@app/game-engine';
import type { ChatMode, GameState, PackCharacter } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { generateReply, type OnText } from '../model/generate.ts';
import { genericTurn, voiceGenericTurn } from '../model/generic-voice.ts';
import { fitPrompt, locationName, PROMPT_HISTORY, promptHistory } from '../model/prompt.ts';
import { characterSettings, promptBudget } from '../model/settings.ts';
import { meteredModel, recordTurnSpend } from '../model/usage.ts';
import { freshLines, type ModelReply } from '../model/reply.ts';
import { reportModelText } from '../safety/report.ts';
import { summaryDueOrLater, type SummaryDue } from './chat-summary.ts';
import { recentMessages } from './history.ts';
import { digest, type Memory } from './memory.ts';
import type { RunningSummary } from './state-store.ts';

export type TurnEngine = 'scripted' | 'model' | 'cache';

export interface VoiceInput {
  userId: string;
  tier: number;
  character: PackCharacter;
  mode: ChatMode;
  message: string;
  language: string;
  before: GameState;
  result: TurnResult;
  memory: Memory;
  summary: RunningSummary;
  /** Each of the model's lines as soon as it is whole, filtered and not a repeat (docs/model.md). */
  onLine?: OnLine;
}

/** A character line handed out while the model still writes the rest of the turn. */
export interface StreamedLine {
  response: string;
  responseTrans: string | null;
}
export type OnLine = (line: StreamedLine) => void;

export interface VoicedTurn {
  result: TurnResult;
  engine: TurnEngine;
  /** Enough history left the prompt window: the turn queues the running summary once it is stored. */
  summaryDue: SummaryDue;
}

// A warning stays in her scripted words, so the turn before a block always shows one.
const TRANSITIONS = new Set<GameEvent['type']>([
  'blocked',
  'warned',
  'refused',
  'locationOffered',
  'dateStarted',
  'sceneStarted',
  'sceneEnded',
  'action',
  'greeting',
]);
const IMAGE_REF = /\[[^\]]+\.(?:jpg|jpeg|png|gif|webp)\]/i;

/** The player clicked a suggested reply (sent its very text): not a custom message. */
export function pickedReply(result: TurnResult): boolean {
  return result.events.some((e) => e.type === 'freeText' && e.matched && e.exact === true);
}

/**
 * A plain talk or date reply (no stage change, block or offer): the only turns the model voices.
 * In chat mode only a clicked suggested reply is voiced (free text stays with the scripted engine,
 * so it never reaches the model outside the FreeStyle quota).
 */
export function isPlainReply(v: Pick<VoiceInput, 'before' | 'result' | 'message' | 'mode'>): boolean {
  const { before, result } = v;
  if (before.gameType !== 'chat' || v.message === '') return false;
  if (before.stage !== 'talk' && before.stage !== 'date') return false;
  if (result.state.stage !== before.stage) return false;
  if (v.mode === 'chat' && !pickedReply(result)) return false;
  return result.events.some((e) => e.type === 'freeText') && !result.events.some((e) => TRANSITIONS.has(e.type));
}

function normalizeChoice(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 120);
}

function applyReply(v: VoiceInput, reply: ModelReply, now: number): TurnResult | null {
  const fresh = freshLines(reply, v.language, v.before.sent);
  if (fresh.length === 0) return null;
  // The scripted turn's pictures stay, as the engine said them (already unseen).
  const images = v.result.reply.messages
    .filter((m) => IMAGE_REF.test(m.response))
    .map((m) => ({ response: m.response, responseTrans: m.responseTrans }));
  const spoken = [...fresh, ...images];
  let state: GameState = remember({ ...v.result.state, sent: v.before.sent }, spoken);
  let scoreDelta = v.result.scoreDelta;
  let { options, optionsTrans, change } = v.result.reply;
  if (v.mode === 'freestyle') {
    // The engine's rule for a voiced turn's meter and score.
    const voiced = voicedMeter(v.character, v.before, { state, scoreDelta }, reply.meter);
    ({ state, scoreDelta, change } = voiced);
    options = reply.options;
    optionsTrans = v.language !== 'en' && reply.optionsTrans ? reply.optionsTrans : null;
  }
  return {
    ...v.result,
    state,
    scoreDelta,
    reply: {
      ...v.result.reply,
      messages: spoken.map((s, i) => ({ role: 'assistant', ...s, createdAt: new Date(now + i).toISOString() })),
      options,
      optionsTrans,
      change,
      horny: state.meter,
      score: state.score,
      level: levelOf(state.score),
    },
  };
}

/**
 * Lets the language model voice a plain chat turn: FreeStyle gets the model's lines, meter and
 * replies; chat mode keeps the engine's scoring and replies and only takes the lines, cached for
 * the free tier. Any failure leaves the scripted turn as it is.
 */
export async function voiceTurn(app: AppServices, v: VoiceInput): Promise<VoicedTurn> {
  const model = app.game.model;
  // Generic pools (an imported card's placeholders) are worded by the model in any turn; FreeStyle words answer as below.
  const generic = model && !(v.mode === 'freestyle' && isPlainReply(v)) ? genericTurn(v.character, v.result) : null;
  if (model && generic && v.before.gameType === 'chat') return voiceGenericTurn(app, model, v, generic);
  if (!model || !isPlainReply(v)) return { result: v.result, engine: 'scripted', summaryDue: false };
  const now = app.now();
  const cacheKey =
    v.mode === 'chat' && v.tier === 0
      ? [
          v.character.id,
          v.before.beat?.pool ?? v.before.stage,
          v.result.state.beat ? `${v.result.state.beat.pool}:${v.result.state.beat.index}` : '-',
          normalizeChoice(v.message),
          v.language,
        ].join('|')
      : null;
  if (cacheKey) {
    const cached = await app.game.cache.get(cacheKey);
    app.metrics.replyCache.inc({ result: cached ? 'hit' : 'miss' });
    const applied = cached ? applyReply(v, cached, now) : null;
    if (applied) return { result: applied, engine: 'cache', summaryDue: false };
  }
  const metered = meteredModel(model, v.tier);
  try {
    return await voiceWithModel(app, metered, v, cacheKey, now);
  } finally {
    recordTurnSpend(app, { userId: v.userId, charId: v.character.id, tier: v.tier }, metered.spend);
  }
}

async function voiceWithModel(
  app: AppServices,
  model: NonNullable<AppServices['game']['model']>,
  v: VoiceInput,
  cacheKey: string | null,
  now: number,
): Promise<VoicedTurn> {
  const recent = await recentMessages(app.db.prisma, v.userId, v.character.id, 'chat', PROMPT_HISTORY);
  const { messages: prompt, from } = fitPrompt({
    character: v.character,
    stage: v.before.stage,
    location: locationName(v.character, v.before.location),
    meter: v.before.meter,
    summary: v.summary.text,
    digest: digest(v.memory, v.character, v.before),
    history: promptHistory(recent),
    message: v.message,
    mode: v.mode,
    picked: pickedReply(v.result),
    language: v.language,
    guide:
      v.mode === 'chat'
        ? { lines: v.result.reply.messages.map((m) => m.response), options: v.result.reply.options }
        : undefined,
    budget: promptBudget(app.config, v.character, v.tier),
  });
  // counted while the model answers: the summary itself is written after the turn, by a job
  const due = summaryDueOrLater(app, v.userId, v.character.id, v.summary, recent, from);
  const deps = { model, metrics: app.metrics, filter: app.game.filter, log: app.log };
  const outcome = await generateReply(
    deps,
    prompt,
    characterSettings(v.character),
    v.onLine ? lineReleaser(v, v.onLine) : undefined,
  );
  const summaryDue = await due;
  if (!outcome.ok) {
    if (outcome.kind === 'filter') {
      await reportModelText(app.db.prisma, { userId: v.userId, charId: v.character.id }, outcome, now);
    }
    return { result: v.result, engine: 'scripted', summaryDue };
  }
  if (cacheKey) await app.game.cache.set(cacheKey, outcome.reply);
  const applied = applyReply(v, outcome.reply, now);
  return { result: applied ?? v.result, engine: applied ? 'model' : 'scripted', summaryDue };
}

/**
 * Pairs the streamed strings into lines as the player reads them and hands out the fresh ones, in the
 * order and by the rule applyReply keeps (isFresh against what she said before): English players get
 * each line when it is whole; others when its translation is (the lines come first in the answer).
 */
function lineReleaser(v: VoiceInput, onLine: OnLine): OnText {
  const sent = new Set(v.before.sent);
  const lines: string[] = [];
  const release = (line: StreamedLine) => {
    if (!isFresh(line, sent)) return;
    for (const key of keysOfLine(line)) sent.add(key);
    onLine(line);
  };
  return ({ field, index, text }) => {
    if (field === 'lines') {
      lines[index] = text;
      if (v.language === 'en') release({ response: text, responseTrans: null });
      return;
    }
    const response = lines[index];
    if (v.language !== 'en' && response !== undefined) release({ response, responseTrans: text });
  };
}
