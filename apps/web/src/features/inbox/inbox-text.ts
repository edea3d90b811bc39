/** An inbox line without bracketed image references; null when the message was only an image. */
export function inboxLine(message: string): string | null {
  const text = message
    .replace(/\[[^\][]+\.(?:jpe?g|png|gif)\]/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}
