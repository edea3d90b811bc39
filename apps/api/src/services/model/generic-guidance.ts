import type { GameEvent, TurnResult } from '@app/game-engine';
import type { GameState, PackCharacter } from '@app/schema';

/** What the engine decided this turn, told to the model that words it (never the numbers). */
function eventGuidance(c: PackCharacter, e: GameEvent): string | null {
  const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
    list.find((x) => x.id === id)?.name ?? id;
  switch (e.type) {
    case 'greeting':
      return 'the player just opened the chat: greet them.';
    case 'freeText':
      if (e.kind === 'rude' || e.sentiment === 'negative') return 'the player was unkind: you are stung.';
      if (e.kind === 'bold') return 'the player flirted boldly.';
      if (e.kind === 'friendly' || e.sentiment === 'positive') return 'the player was kind.';
      return 'the player made small talk: answer and keep the conversation going.';
    case 'warned':
      return e.level >= 2
        ? 'this is your last warning: one more rude message and you leave the chat for a while.'
        : 'you are hurt by their rudeness and warn them to be nicer.';
    case 'blocked':
      return 'you are hurt and leave the chat for a while: say so, coolly.';
    case 'refused':
      return e.status === 'away'
        ? 'you are away for a while and cannot talk now: say so briefly.'
        : 'you are still hurt and not talking to the player yet: say so briefly.';
    case 'resumed':
      return 'you are back after some time away and pick the conversation up again.';
    case 'paused':
      return 'you take a short break from the chat.';
    case 'locationOffered':
      return `you suggest going on a date; the player picks the place (${e.locations.map((id) => nameOf(c.locations, id)).join(' or ')}).`;
    case 'dateStarted':
      return `you have just arrived at ${nameOf(c.locations, e.location)} with the player.`;
    case 'sceneStarted':
      return 'the date turned intimate: you invite the player closer and let them choose what happens next.';
    case 'action':
      return `the player chose: ${e.poses.map((id) => nameOf(c.poses, id)).join(', ')}; react to it, suggestive, never explicit.`;
    case 'sceneEnded':
      return 'the evening is over: say a warm goodbye for now.';
    default:
      return null;
  }
}

/** The turn as the model should play it: what happened, in order; a plain reply when nothing else did. */
export function turnGuidance(c: PackCharacter, before: GameState, result: TurnResult): string {
  const said = result.events.map((e) => eventGuidance(c, e)).filter((s): s is string => s !== null);
  const unique = [...new Set(said)];
  if (unique.length === 0) return before.stage === 'date' ? 'you talk on your date.' : 'you keep chatting.';
  return unique.join(' ');
}
