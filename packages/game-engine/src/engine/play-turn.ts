import type { GameState } from '@app/schema';
import { BLOCK_METER, RESUME_METER } from '../rules/constants.ts';
import { blockStatus } from '../rules/block.ts';
import { canUseFreestyle, isGodMode, quotaExceeded } from '../rules/tiers.ts';
import { locationTurn, offerActions, replyTurn } from './chat-turn.ts';
import { finish, say, sayUnsaid, startDraft, type Draft } from './draft.ts';
import { currentBeat, locationChoices, offerNextBeat, poseChoices, replyOptions } from './offers.ts';
import { actionTurn } from './scene.ts';
import { scenarioTurn } from './scenario-turn.ts';
import {
  END_SCENE,
  refusal,
  START_SCENE,
  type GameError,
  type TurnContext,
  type TurnInput,
  type TurnResult,
} from './types.ts';

/** Re-offers what the current stage offers, saying a new beat when no beat is on offer. */
function reoffer(d: Draft): void {
  const stage = d.state.stage;
  if (stage === 'locationSelect') d.locationSelect = locationChoices(d);
  else if (stage === 'actionSelect') d.actionSelect = poseChoices(d);
  else {
    const beat = currentBeat(d);
    if (beat) d.options = replyOptions(d, beat);
    else offerNextBeat(d);
  }
}

function chatTurn(d: Draft, message: string, choices: readonly string[]): GameError | null {
  const status = blockStatus(d.state.meter, d.state.timeout, d.now);
  const god = isGodMode(d.tier);
  const empty = message === '' && choices.length === 0;
  if (status.kind === 'away' || (status.kind === 'blocked' && !god)) {
    const blocked = status.kind === 'blocked';
    const pool = blocked ? d.character.dialogue.blocked : d.character.dialogue.away;
    // Reopening the chat adds nothing to the history (the notice was said when it began), except in a
    // conversation that has none yet (a restart during a block). Anything the player sends is answered.
    if (empty) {
      if (d.state.counters.turns === 0) sayUnsaid(d, pool);
    } else say(d, pool, { mood: blocked ? 'negative' : 'neutral' });
    d.events.push({ type: 'refused', status: status.kind, until: status.until });
    return null;
  }
  if (d.state.timeout !== null && d.state.timeout <= d.now) {
    d.state.timeout = null;
    if (d.state.meter <= BLOCK_METER) d.state.meter = RESUME_METER;
    d.state.warnings = 0;
    d.events.push({ type: 'resumed' });
    if (empty) {
      say(d, d.character.dialogue.resume, { mood: 'positive' });
      reoffer(d);
      return null;
    }
  }
  if (empty) {
    if (d.state.counters.turns === 0 && d.state.beat === null) {
      // A first meeting never hears "you again?": returning lines are their own pool.
      const { greeting, greetingReturning } = d.character.dialogue;
      say(d, d.returning && greetingReturning ? greetingReturning : greeting, { mood: 'positive' });
      d.events.push({ type: 'greeting' });
    }
    reoffer(d);
    return null;
  }
  const choice = choices[0];
  if (choice === START_SCENE || choice === END_SCENE) {
    if (!god) return refusal('tier', 'tier.godModeScene');
    if (choice === START_SCENE && d.state.stage !== 'actionSelect') {
      offerActions(d, true);
      return null;
    }
  }
  switch (d.state.stage) {
    case 'locationSelect':
      return locationTurn(d, message, choice);
    case 'actionSelect':
      return actionTurn(d, message, choices);
    default:
      if (d.state.stage !== 'date') d.state.stage = 'talk';
      replyTurn(d, message);
      // God Mode writing through a block lifts it once the meter is back above the line.
      if (god && d.state.meter > BLOCK_METER && status.kind === 'blocked') d.state.timeout = null;
      return null;
  }
}

/**
 * Plays one turn: pure and deterministic for the same state, input and context (seeded random,
 * injected clock). Returns the next state and the reply, or an error value the server answers with.
 */
export function playTurn(state: GameState, input: TurnInput, ctx: TurnContext): TurnResult | GameError {
  const gameType = input.gameType ?? state.gameType;
  if (ctx.character.tier > ctx.tier) return refusal('tier', 'tier.character');
  if (gameType !== state.gameType) return refusal('validation', 'game.otherGameType');
  if (ctx.character.id !== state.charId) return refusal('validation', 'game.otherCharacter');
  const freestyle = input.mode === 'freestyle';
  if (freestyle && !canUseFreestyle(ctx.tier)) return refusal('tier', 'tier.freestyle');
  if (freestyle && ctx.customMessagesUsedToday !== undefined && quotaExceeded(ctx.tier, ctx.customMessagesUsedToday)) {
    return refusal('quota', 'tier.quota');
  }
  const isFuta = (input.isFuta ?? state.isFuta) || ctx.playerTags?.futa === 'true';
  const d = startDraft({ ...state, isFuta }, ctx, isFuta);
  const message = (input.message ?? '').trim();
  const choices = (input.choices ?? []).filter((c) => c.length > 0);
  d.acting = message !== '' || choices.length > 0;
  let error: GameError | null;
  if (gameType === 'chat') error = chatTurn(d, message, choices);
  else if (!ctx.scenario) error = refusal('content', 'game.noScenario', { gameType });
  else if (ctx.scenario.gameType !== gameType) error = refusal('content', 'game.scenarioGameType');
  else if (gameType === 'emojisfw' && !ctx.scenario.sfw) error = refusal('content', 'game.safeScenarioOnly');
  else error = scenarioTurn(d, ctx.scenario, message, choices[0]);
  return error ?? finish(d);
}
