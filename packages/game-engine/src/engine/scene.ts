import { ACTION_SCORE, MINUTE_MS, RESTING_METER, SCENE_BONUS, SCENE_TURNS } from '../rules/constants.ts';
import { isGodMode, posesPerTurn, sceneCooldownMinutes } from '../rules/tiers.ts';
import { sentimentOf } from '../text/sentiment.ts';
import { nearest } from '../text/tokens.ts';
import { REPLY_MATCH_THRESHOLD } from './chat-turn.ts';
import { addScore, say, withImage, type Draft } from './draft.ts';
import { poseChoices } from './offers.ts';
import { availablePoses, poseRefusal } from './unlocks.ts';
import { END_SCENE, refusal, type GameError } from './types.ts';

/** Ends the scene: a score bonus, the meter rests, and the character is away for the tier's cooldown. */
export function endScene(d: Draft): void {
  say(d, d.character.dialogue.sceneEnd, { mood: 'playful' });
  addScore(d, SCENE_BONUS);
  d.state.meter = RESTING_METER;
  d.state.stage = 'talk';
  d.state.location = null;
  d.state.beat = null;
  d.state.selectedActions = [];
  d.state.counters.sceneTurns = 0;
  d.state.counters.scenes += 1;
  d.state.timeout = d.now + sceneCooldownMinutes(d.tier) * MINUTE_MS;
  d.actionSelect = null;
  d.events.push({ type: 'sceneEnded', bonus: SCENE_BONUS, until: d.state.timeout });
}

/** Resolves the poses the player picked: ids, or free text matched to a pose name. */
function chosenPoses(d: Draft, message: string, choices: readonly string[]): string[] | GameError {
  if (choices.length > 0) return [...new Set(choices)];
  const open = availablePoses(d.character, d.level, d.playerTags, d.isFuta);
  const match = nearest(message, open, (p) => [p.name, ...Object.values(p.nameTrans)], REPLY_MATCH_THRESHOLD);
  return match ? [match.item.id] : [];
}

/** One scene turn: each chosen pose answers with a line and its image. */
export function actionTurn(d: Draft, message: string, choices: readonly string[]): GameError | null {
  const god = isGodMode(d.tier);
  if (choices.includes(END_SCENE)) {
    if (!god) return refusal('tier', 'tier.godModeScene');
    endScene(d);
    return null;
  }
  const ids = chosenPoses(d, message, choices);
  if (!Array.isArray(ids)) return ids;
  if (ids.length === 0) {
    const sentiment = sentimentOf(message);
    say(d, d.character.dialogue.freeText[sentiment], { mood: sentiment === 'positive' ? 'playful' : sentiment });
    d.actionSelect = poseChoices(d);
    return null;
  }
  if (ids.length > posesPerTurn(d.tier)) return refusal('tier', 'tier.poses', { posesPerTurn: posesPerTurn(d.tier) });
  for (const id of ids) {
    const pose = d.character.poses.find((p) => p.id === id);
    if (!pose) return refusal('validation', 'game.choosePose');
    const locked = poseRefusal(pose, d.level, d.playerTags, d.isFuta);
    if (locked === 'level') return refusal('score', 'game.poseLocked', { unlockLevel: pose.unlockLevel });
    if (locked === 'tags') return refusal('content', 'game.poseSwitchedOff');
  }
  for (const id of ids) {
    const pose = d.character.poses.find((p) => p.id === id);
    if (!pose) continue;
    // A pose always answers with its picture: its own lines, then the shared ones, then a composed line.
    const own = d.character.dialogue.actions?.[id];
    say(d, own ?? d.character.dialogue.actionGeneric, {
      neighbours: own ? [d.character.dialogue.actionGeneric] : [],
      mood: 'playful',
      decorate: withImage(pose.image),
    });
  }
  addScore(d, ACTION_SCORE * ids.length);
  d.state.selectedActions = ids;
  d.state.counters.sceneTurns += 1;
  d.events.push({ type: 'action', poses: ids });
  if (!god && d.state.counters.sceneTurns >= SCENE_TURNS) endScene(d);
  else d.actionSelect = poseChoices(d);
  return null;
}
