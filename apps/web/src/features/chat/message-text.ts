import type { ChatMessage } from '@app/schema';

export type MessagePart = { kind: 'text'; text: string } | { kind: 'image'; name: string };

const IMAGE_REF = /\[([^\][]+\.(?:jpe?g|png|gif))\]/gi;

/** A translation may arrive as a pair whose second item is text or a JSON string holding a message. */
function readTranslation(value: string): string {
  if (!value.startsWith('[') && !value.startsWith('{')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    const second: unknown = Array.isArray(parsed) ? (parsed as unknown[])[1] : parsed;
    if (typeof second === 'string') return readTranslation(second);
    if (second && typeof second === 'object') {
      const inner =
        (second as { message?: unknown; response?: unknown }).message ?? (second as { response?: unknown }).response;
      if (typeof inner === 'string') return inner;
    }
  } catch {
    // Plain text that merely starts with a bracket, e.g. "[photo.jpg]".
  }
  return value;
}

/** The text to show: the translation when present, else the original. */
export function displayText(message: Pick<ChatMessage, 'response' | 'responseTrans'>): string {
  const trans = message.responseTrans ? readTranslation(message.responseTrans).trim() : '';
  return trans || message.response;
}

/** Splits a message into text and bracketed image references ([name.jpg]). */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(IMAGE_REF)) {
    const before = text.slice(last, match.index).trim();
    if (before) parts.push({ kind: 'text', text: before });
    parts.push({ kind: 'image', name: match[1]! });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last).trim();
  if (rest) parts.push({ kind: 'text', text: rest });
  return parts;
}

/** Parts of a message as shown: translated text, keeping the original's images if the translation lost them. */
export function shownParts(message: Pick<ChatMessage, 'response' | 'responseTrans'>): MessagePart[] {
  const parts = messageParts(displayText(message));
  if (parts.some((p) => p.kind === 'image')) return parts;
  const images = messageParts(message.response).filter((p) => p.kind === 'image');
  return [...images, ...parts];
}

/**
 * The box an image in a bubble reserves before it loads, so the list does not jump: the pack's location
 * art is landscape (16:10), everything else (poses, selfies) portrait (3:4).
 */
export function imageAspect(name: string): '16 / 10' | '3 / 4' {
  return /(^|[-_/])loc[-_]/i.test(name) ? '16 / 10' : '3 / 4';
}
