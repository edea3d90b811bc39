import type { Scenario, ScenarioNode } from '@app/schema';
import { pickOne } from '../rules/random.ts';
import { fillName, translated } from '../text/lines.ts';
import { sentimentScore } from '../text/sentiment.ts';
import { emojiOverlap, isEmojiOnly, nearest } from '../text/tokens.ts';
import { addScore, moveMeter, say, sayAll, type Draft } from './draft.ts';
import { SCENARIO_HINT_LINES } from './scenario-hints.ts';
import { refusal, type GameError } from './types.ts';

type Option = ScenarioNode['options'][number];

/** Free text at least this similar to an option counts as that option. */
export const OPTION_MATCH_THRESHOLD = 0.34;

export { SCENARIO_HINTS } from './scenario-hints.ts';

const isEmojiGame = (d: Draft): boolean => d.state.gameType === 'emoji' || d.state.gameType === 'emojisfw';

function offer(d: Draft, node: ScenarioNode): void {
  d.options = node.ending
    ? []
    : node.options.map((o) => ({ text: fillName(o.text, d.name), trans: translated(o.trans, d.language, d.name) }));
}

/** The option an answer stands for: a chip's index or text, a near text, or for emoji games the nearest emojis. */
export function matchOption(d: Draft, node: ScenarioNode, message: string, choice: string | undefined): Option | null {
  const options = node.options;
  if (choice !== undefined && /^\d+$/.test(choice)) return options[Number(choice)] ?? null;
  const text = choice ?? message;
  const texts = (o: Option): string[] => [
    fillName(o.text, d.name),
    ...Object.values(o.trans).map((t) => fillName(t, d.name)),
  ];
  if (!isEmojiGame(d)) return nearest(text, options, texts, OPTION_MATCH_THRESHOLD)?.item ?? null;
  const exact = options.find((o) => texts(o).includes(text));
  if (exact) return exact;
  let best: Option | null = null;
  let bestScore = 0;
  for (const o of options) {
    const s = emojiOverlap(text, o.text);
    if (s > bestScore) [best, bestScore] = [o, s];
  }
  if (best) return best;
  // Any emoji answer is accepted: its mood picks the warmest or coolest option.
  const mood = sentimentScore(text);
  const byMeter = [...options].sort((a, b) => b.meter - a.meter);
  if (mood > 0) return byMeter[0] ?? null;
  if (mood < 0) return byMeter[byMeter.length - 1] ?? null;
  return options.length > 0 ? pickOne(d.random, options) : null;
}

function enter(d: Draft, scenario: Scenario, id: string): GameError | null {
  const node = scenario.nodes[id];
  if (!node) return refusal('content', 'game.scenarioNodeMissing', { id });
  d.state.node = id;
  d.fallbackTails = node.lines;
  sayAll(d, node.lines);
  offer(d, node);
  d.events.push({ type: 'scenarioNode', node: id });
  if (node.ending) {
    d.state.stage = 'ended';
    d.events.push({ type: 'scenarioEnded', node: id, score: d.state.score });
  } else d.state.stage = 'story';
  return null;
}

/** A turn of a non-chat game type: play the scenario graph. */
export function scenarioTurn(
  d: Draft,
  scenario: Scenario,
  message: string,
  choice: string | undefined,
): GameError | null {
  d.sfw = scenario.sfw || d.state.gameType === 'emojisfw';
  const node = d.state.node === null ? undefined : scenario.nodes[d.state.node];
  if (!node) return enter(d, scenario, scenario.start);
  d.fallbackTails = node.lines;
  if (message === '' && choice === undefined) {
    offer(d, node);
    return null;
  }
  if (d.state.stage === 'ended') {
    say(d, SCENARIO_HINT_LINES.ended, { mood: 'neutral' });
    offer(d, node);
    return null;
  }
  if (isEmojiGame(d) && choice === undefined && !isEmojiOnly(message)) {
    say(d, SCENARIO_HINT_LINES.emojiOnly, { mood: 'neutral' });
    offer(d, node);
    return null;
  }
  const option = matchOption(d, node, message, choice);
  if (!option) {
    if (choice !== undefined) return refusal('validation', 'game.chooseAnswer');
    say(d, SCENARIO_HINT_LINES.pickOption, { mood: 'neutral' });
    offer(d, node);
    return null;
  }
  moveMeter(d, option.meter);
  addScore(d, option.score);
  d.mood = option.meter < 0 ? 'negative' : option.meter === 0 ? 'neutral' : 'positive';
  return enter(d, scenario, option.next);
}
