import { i18n } from './i18n.ts';

/**
 * The server answers errors in English; the translation map holds its messages as keys (collected by
 * scripts/server-messages.ts), the ones with a number or a field name as templates such as
 * "Messages are limited to {{limit}} characters". A message is shown translated when it is a key, or
 * when a template of the map reads as it: the template is filled with the values read from the message.
 */

const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;
const PLURAL_VARIANT = /_(zero|one|two|few|many|other)$/;

interface Template {
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: the more, the more specific the template. */
  fixed: number;
}

const compiled = new Map<string, Template | null>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: string): Template | null {
  if (compiled.has(key)) return compiled.get(key)!;
  let template: Template | null = null;
  if (key.includes('{{') && !PLURAL_VARIANT.test(key)) {
    const names: string[] = [];
    let source = '';
    let fixed = 0;
    let last = 0;
    for (const m of key.matchAll(PLACEHOLDER)) {
      const literal = key.slice(last, m.index);
      source += `${escapeRegExp(literal)}(.+?)`;
      fixed += literal.length;
      names.push(m[1]!);
      last = m.index + m[0].length;
    }
    const tail = key.slice(last);
    // A template needs words of its own: "{{a}} {{b}}" would read as any message.
    const words = /[A-Za-z]/.test(key.replace(PLACEHOLDER, ''));
    template = words
      ? { pattern: new RegExp(`^${source}${escapeRegExp(tail)}$`, 's'), names, fixed: fixed + tail.length }
      : null;
  }
  compiled.set(key, template);
  return template;
}

export interface TemplateMatch {
  key: string;
  /** The values the message holds; whole numbers as numbers, so `count` picks the plural form. */
  values: Record<string, string | number>;
}

/** The template among `keys` a message reads as (the most specific when several do), or null. */
export function matchTemplate(text: string, keys: Iterable<string>): TemplateMatch | null {
  let best: (TemplateMatch & { fixed: number }) | null = null;
  for (const key of keys) {
    const template = compile(key);
    if (!template || (best && template.fixed <= best.fixed)) continue;
    const m = template.pattern.exec(text);
    if (!m) continue;
    const values: Record<string, string | number> = {};
    template.names.forEach((name, i) => {
      const value = m[i + 1]!;
      values[name] = /^\d{1,15}$/.test(value) ? Number(value) : value;
    });
    best = { key, values, fixed: template.fixed };
  }
  return best ? { key: best.key, values: best.values } : null;
}

/** A server's error message in the interface language: its translation, a translated template it fills, or the message as is. */
export function translateServerMessage(serverMessage: string): string {
  if (i18n.exists(serverMessage)) return i18n.t(serverMessage);
  const bundle = i18n.getResourceBundle(i18n.language, 'translation') as Record<string, string> | undefined;
  const found = bundle ? matchTemplate(serverMessage, Object.keys(bundle)) : null;
  return found ? i18n.t(found.key, found.values) : serverMessage;
}
