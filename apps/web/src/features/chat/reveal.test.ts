import { describe, expect, it } from 'vitest';
import { createRandom } from '@app/game-engine';
import type { ChatMessage } from '@app/schema';
import { planReveal, typingScale } from './reveal.ts';
import { displayText, messageParts, shownParts } from './message-text.ts';

const msg = (
  response: string,
  role: ChatMessage['role'] = 'assistant',
  responseTrans: string | null = null,
): ChatMessage => ({
  role,
  response,
  responseTrans,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('planReveal', () => {
  it('drops replies already shown, compared on the first 300 characters', () => {
    const long = 'x'.repeat(300);
    const plan = planReveal(
      [msg('Hello there'), msg(`${long} first ending`)],
      [msg('Hello there'), msg(`${long} other ending`), msg('New line')],
      createRandom(1),
    );
    expect(plan.messages.map((m) => m.response)).toEqual(['New line']);
  });

  it('drops a reply whose translation was already shown', () => {
    const plan = planReveal([msg('Hola', 'assistant', 'Hi')], [msg('Hi'), msg('Fresh')], createRandom(1));
    expect(plan.messages.map((m) => m.response)).toEqual(['Fresh']);
  });

  it('uses the spec delays: no pause first, 500-1500 ms later, 700 + 50/char typing, 500-800 for an image', () => {
    const plan = planReveal([], [msg('Hello'), msg('[mila-selfie.jpg]'), msg('Bye now')], createRandom(7));
    expect(plan.delays[0]).toEqual({ beforeTyping: 0, typing: 700 + 50 * 5 });
    expect(plan.delays[1]!.beforeTyping).toBeGreaterThanOrEqual(500);
    expect(plan.delays[1]!.beforeTyping).toBeLessThanOrEqual(1500);
    expect(plan.delays[1]!.typing).toBeGreaterThanOrEqual(500);
    expect(plan.delays[1]!.typing).toBeLessThanOrEqual(800);
    expect(plan.delays[2]!.typing).toBe(700 + 50 * 7);
  });
});

describe('message text', () => {
  it('splits bracketed images out of a response', () => {
    expect(messageParts('Look [a.jpg] nice [b.png]')).toEqual([
      { kind: 'text', text: 'Look' },
      { kind: 'image', name: 'a.jpg' },
      { kind: 'text', text: 'nice' },
      { kind: 'image', name: 'b.png' },
    ]);
    expect(messageParts('[just text]')).toEqual([{ kind: 'text', text: '[just text]' }]);
  });

  it('shows the translation when present, also from a pair or a JSON message', () => {
    expect(displayText(msg('Hello', 'assistant', 'Hola'))).toBe('Hola');
    expect(displayText(msg('Hello', 'assistant', JSON.stringify(['Hello', 'Bonjour'])))).toBe('Bonjour');
    expect(
      displayText(msg('Hello', 'assistant', JSON.stringify(['Hello', JSON.stringify({ message: 'Hallo' })]))),
    ).toBe('Hallo');
    expect(displayText(msg('Hello'))).toBe('Hello');
  });

  it('keeps the original images when the translation lost them', () => {
    expect(shownParts(msg('Look [a.jpg]', 'assistant', 'Mira'))).toEqual([
      { kind: 'image', name: 'a.jpg' },
      { kind: 'text', text: 'Mira' },
    ]);
  });
});

describe('typingScale', () => {
  const withMeta = (content: string | null): number => {
    document.querySelector('meta[name="chat-typing-scale"]')?.remove();
    if (content !== null)
      document.head.append(Object.assign(document.createElement('meta'), { name: 'chat-typing-scale', content }));
    try {
      return typingScale();
    } finally {
      document.querySelector('meta[name="chat-typing-scale"]')?.remove();
    }
  };

  it("keeps the specification's pace unless the server names another", () => {
    expect(withMeta(null)).toBe(1);
    expect(withMeta('0.1')).toBe(0.1);
    expect(withMeta('0')).toBe(0);
  });

  it('ignores a value that is not a pace', () => {
    expect(withMeta('fast')).toBe(1);
    expect(withMeta('-2')).toBe(1);
  });
});
