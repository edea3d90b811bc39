import type { Line } from '@app/schema';

/** A line ready to send: `{name}` filled in, the image as a bracketed reference. */
export interface SpokenLine {
  response: string;
  responseTrans: string | null;
  /** Texts this line stands for (the plain line of a composed one): remembered as said too. */
  also?: readonly string[];
}

export function fillName(text: string, name: string): string {
  return text.replaceAll('{name}', name);
}

/** Resolves a pack line for a character and a language (English lines carry no translation). */
export function speak(line: Line, name: string, language: string): SpokenLine {
  const text = typeof line === 'string' ? line : line.text;
  const trans = typeof line === 'string' || language === 'en' ? undefined : line.trans[language];
  const image = typeof line === 'string' ? undefined : line.image;
  const withImage = (t: string): string => (image ? `${t} [${image}]` : t);
  return {
    response: withImage(fillName(text, name)),
    responseTrans: trans ? withImage(fillName(trans, name)) : null,
  };
}

/** A translated label, or null when there is none for the language. */
export function translated(trans: Readonly<Record<string, string>>, language: string, name = ''): string | null {
  const t = language === 'en' ? undefined : trans[language];
  return t ? fillName(t, name) : null;
}
