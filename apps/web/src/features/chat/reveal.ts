import { chatDelays, dedupReplies, type MessageDelay, type Random } from '@app/game-engine';
import type { ChatMessage } from '@app/schema';

export interface RevealPlan {
  /** The reply's messages not shown yet (dedup on the first 300 characters). */
  messages: ChatMessage[];
  /** For each kept message: the pause before the typing line, then how long it types. */
  delays: MessageDelay[];
}

/** Which of a later reply's messages appear and when (spec §4, §9). */
export function planReveal(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  random: Random,
): RevealPlan {
  const messages = dedupReplies(existing, incoming);
  return {
    messages,
    delays: chatDelays(
      messages.map((m) => m.response),
      random,
    ),
  };
}

/** The server's CHAT_TYPING_SCALE (the page's `chat-typing-scale` meta tag): 1 keeps the spec's timing. */
export function typingScale(): number {
  const content =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="chat-typing-scale"]')?.content;
  const scale = Number(content ?? 1);
  return Number.isFinite(scale) && scale >= 0 ? scale : 1;
}

/** Timing of the reveal; an object so tests can record the waits instead of sleeping. */
export const chatTiming = {
  random: Math.random as Random,
  scale: typingScale(),
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms * chatTiming.scale));
  },
};
