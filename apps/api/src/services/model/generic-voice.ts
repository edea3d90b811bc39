import { fillName, remember, type TurnResult } from '@app/game-engine';
import { beatPoolName, dialoguePool, poolTexts, type GameState, type PackCharacter } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { summaryDueOrLater } from '../game/chat-summary.ts';
import { recentMessages } from '../game/history.ts';
import { digest } from '../game/memory.ts';
import type { VoiceInput, VoicedTurn } from '../game/voice.ts';
import { reportModelText } from '../safety/report.ts';
import { turnGuidance } from './generic-guidance.ts';
import { generateReply } from './generate.ts';
import { fitPrompt, locationName, PROMPT_HISTORY, promptHistory, stripImages } from './prompt.ts';
import { characterSettings, promptBudget } from './settings.ts';
import { freshLines, type ModelReply } from './reply.ts';
import { meteredModel, recordTurnSpend } from './usage.ts';

/**
 * A character's generic pools (the pack's `generic` list, placeholders an imported card left) are
 * worded by the model in every turn that says them: the engine still decides the meter, the stage,
 * blocks, offers and unlocks; the model only words the lines, and the replies of a generic beat
 * (each reworded reply still scores as the reply it stands for).
 */

const IMAGE_REF = /\[[^\]]+\.(?:jpg|jpeg|png|gif|webp)\]/gi;
/** Free-tier wordings kept per turn kind, so a player who saw one gets another without a new call. */
const CACHED_VARIANTS = 4;

export interface GenericTurn {
  /** Indexes of the turn's messages that are (or are built on) generic lines. */
  lines: number[];
  /** The beat on offer is generic: its replies are reworded too. */
  beat: boolean;
}

const genericTexts = new WeakMap<PackCharacter, string[]>();

/** The texts of the character's generic lines, `{name}` filled in (worked out once per loaded character). */
function textsOf(character: PackCharacter): string[] {
  let texts = genericTexts.get(character);
  if (!texts) {
    texts = character.generic
      .flatMap((name) => poolTexts(dialoguePool(character.dialogue, name) ?? []))
      .map((t) => stripImages(fillName(t, character.name)))
      .filter(Boolean);
    genericTexts.set(character, texts);
  }
  return texts;
}

/** Which lines of the turn came from generic pools (the engine may have joined or decorated them), or null when none. */
export function genericTurn(character: PackCharacter, result: TurnResult): GenericTurn | null {
  if (character.generic.length === 0) return null;
  const texts = textsOf(character);
  const lines = result.reply.messages.flatMap((m, i) =>
    texts.some((t) => stripImages(m.response).includes(t)) ? [i] : [],
  );
  const beat = result.state.beat;
  const genericBeat =
    beat !== null && result.reply.options.length > 0 && character.generic.includes(beatPoolName(beat.pool));
  return lines.length > 0 || genericBeat ? { lines, beat: genericBeat } : null;
}

/** The reply the model worded that the player clicked, while its beat is on offer: it stands for the scripted `reply`. */
export function voicedReply(state: GameState, message: string): { reply: string; saidTrans: string | null } | null {
  const voiced = state.voicedReplies;
  if (!voiced || !state.beat || voiced.beat !== `${state.beat.pool}:${state.beat.index}`) return null;
  return voiced.options.find((o) => o.said === message) ?? null;
}

/** The replies in the order the model is asked to reword them: sorted, so every shuffle of a beat shares one cached wording. */
const askedOrder = (options: readonly string[]) => [...options].sort();

/** The model's wording in place of the generic lines; null when it says nothing new (the placeholders stay). */
function applyWording(v: VoiceInput, g: GenericTurn, reply: ModelReply, now: number): TurnResult | null {
  const fresh = freshLines(reply, v.language, v.before.sent);
  if (g.lines.length > 0 && fresh.length === 0) return null;
  const generic = new Set(g.lines);
  const scripted = v.result.reply.messages;
  // A generic line's picture (a pose's) stays, after the model's words.
  const images = g.lines.flatMap((i) => scripted[i]?.response.match(IMAGE_REF) ?? []);
  const spoken = scripted.flatMap((m, i) => {
    if (!generic.has(i)) return [{ response: m.response, responseTrans: m.responseTrans }];
    if (i !== g.lines[0]) return [];
    return [...fresh, ...images.map((image) => ({ response: image, responseTrans: null }))];
  });
  let state: GameState = remember({ ...v.result.state, sent: v.before.sent }, spoken);
  delete state.voicedReplies;
  let { options, optionsTrans } = v.result.reply;
  const beat = v.result.state.beat;
  if (g.beat && beat && reply.options.length >= options.length) {
    // The model reworded the replies in `askedOrder`; the player sees them in the engine's order.
    const asked = askedOrder(options);
    const trans = v.language !== 'en' && reply.optionsTrans ? reply.optionsTrans : null;
    const voiced = options.map((o) => {
      const i = asked.indexOf(o);
      return { said: reply.options[i]!, saidTrans: trans?.[i] ?? null, reply: o };
    });
    state = { ...state, voicedReplies: { beat: `${beat.pool}:${beat.index}`, options: voiced } };
    options = voiced.map((o) => o.said);
    optionsTrans = trans ? voiced.map((o) => o.saidTrans ?? o.said) : null;
  }
  return {
    ...v.result,
    state,
    reply: {
      ...v.result.reply,
      messages: spoken.map((s, i) => ({ role: 'assistant', ...s, createdAt: new Date(now + i).toISOString() })),
      options,
      optionsTrans,
    },
  };
}

/**
 * Voices a turn that says generic lines or offers a generic beat: cached for the free tier; a model
 * failure, a filtered answer or nothing new to say leaves the engine's placeholder turn.
 */
export async function voiceGenericTurn(
  app: AppServices,
  model: NonNullable<AppServices['game']['model']>,
  v: VoiceInput,
  g: GenericTurn,
): Promise<VoicedTurn> {
  const scripted: VoicedTurn = { result: v.result, engine: 'scripted', summaryDue: false };
  const guidance = turnGuidance(v.character, v.before, v.result);
  const lines = g.lines.map((i) => stripImages(v.result.reply.messages[i]?.response ?? '')).filter(Boolean);
  const options = g.beat ? askedOrder(v.result.reply.options) : [];
  const key =
    v.tier === 0
      ? ['generic', v.character.id, v.language, guidance, lines.join('/'), options.join('/')].join('|')
      : null;
  if (key) {
    const cached = await Promise.all(
      Array.from({ length: CACHED_VARIANTS }, (_, i) => app.game.cache.get(`${key}#${i}`)),
    );
    for (const reply of cached) {
      const applied = reply ? applyWording(v, g, reply, app.now()) : null;
      if (applied) {
        app.metrics.replyCache.inc({ result: 'hit' });
        return { result: applied, engine: 'cache', summaryDue: false };
      }
    }
    app.metrics.replyCache.inc({ result: 'miss' });
  }
  const metered = meteredModel(model, v.tier);
  try {
    const recent = await recentMessages(app.db.prisma, v.userId, v.character.id, 'chat', PROMPT_HISTORY);
    const { messages: prompt, from } = fitPrompt({
      character: v.character,
      stage: v.result.state.stage,
      location: locationName(v.character, v.result.state.location),
      meter: v.result.state.meter,
      summary: v.summary.text,
      digest: digest(v.memory, v.character, v.before),
      history: promptHistory(recent),
      message: v.message,
      mode: v.mode,
      picked: v.message !== '' && v.result.events.some((e) => e.type === 'freeText' && e.exact === true),
      language: v.language,
      note: wordingRequest(guidance, lines, options),
      budget: promptBudget(app.config, v.character, v.tier),
    });
    // A long game worded by the model keeps its running summary as a voiced plain turn does.
    const due = summaryDueOrLater(app, v.userId, v.character.id, v.summary, recent, from);
    const outcome = await generateReply(
      { model: metered, metrics: app.metrics, filter: app.game.filter, log: app.log },
      prompt,
      characterSettings(v.character),
    );
    if (!outcome.ok) {
      if (outcome.kind === 'filter')
        await reportModelText(app.db.prisma, { userId: v.userId, charId: v.character.id }, outcome, app.now());
      return { ...scripted, summaryDue: await due };
    }
    if (key) await app.game.cache.set(`${key}#${v.before.counters.turns % CACHED_VARIANTS}`, outcome.reply);
    const applied = applyWording(v, g, outcome.reply, app.now());
    const summaryDueNow = await due;
    return applied
      ? { result: applied, engine: 'model', summaryDue: summaryDueNow }
      : { ...scripted, summaryDue: summaryDueNow };
  } finally {
    recordTurnSpend(app, { userId: v.userId, charId: v.character.id, tier: v.tier }, metered.spend);
  }
}

/** What the model is asked to word: what happens, the placeholder lines it stands in for, the replies to reword. */
function wordingRequest(guidance: string, lines: string[], options: string[]): string {
  const parts = [`(What happens now: ${guidance}`];
  if (lines.length > 0)
    parts.push(`Say it in your own words, in character, in at most 3 lines (the gist: ${lines.join(' / ')}).`);
  if (options.length > 0)
    parts.push(
      `In "options", reword these ${options.length} replies the player can send next, in this order, each keeping its tone and intent: ${options.map((o, i) => `${i + 1}. ${o}`).join(' ')}`,
    );
  return `${parts.join(' ')})`;
}
