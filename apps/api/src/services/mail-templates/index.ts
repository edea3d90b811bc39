import { LANGUAGES, RTL_LANGUAGES, type Language } from '@app/schema';
import type { Mail } from '../mailer.ts';
import { htmlMail } from './layout.ts';
import ar from './ar.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import th from './th.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

/** The strings of every mail in one language: English is the shape every other file must have. */
export type MailStrings = typeof en;
export const MAIL_STRINGS: Record<Language, MailStrings> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  ru,
  zh,
  ja,
  ko,
  ar,
  tr,
  id,
  hi,
  vi,
  th,
};

/** Each mail: which of its strings come before the button and which after. */
const MAILS = {
  verify: { before: ['intro'], after: ['note'] },
  reset: { before: ['intro'], after: ['note'] },
  signup: { before: ['intro'], after: ['note', 'ignore'] },
  registered: { before: ['intro', 'login'], after: ['forgot', 'ignore'] },
} as const;
export type MailKind = keyof typeof MAILS;

/** A player's stored (or asked) language when it is one of the interface languages, English otherwise. */
export function mailLanguage(language: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}

/** `{name}` placeholders filled from vars; the result is plain text (the HTML layout escapes it). */
const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

export interface MailInput {
  kind: MailKind;
  /** Any string: unknown languages get English. */
  language: string | null | undefined;
  to: string;
  site: string;
  link: string;
  vars?: Record<string, string>;
}

/** A mail in the player's language: the text part and the HTML part carry the same words and link. */
export function renderMail(input: MailInput): Mail {
  const language = mailLanguage(input.language);
  const strings = MAIL_STRINGS[language];
  const vars = { site: input.site, ...input.vars };
  const own = strings[input.kind] as Record<string, string>;
  const pick = (keys: readonly string[]) => keys.map((key) => fill(own[key]!, vars));
  const subject = fill(own.subject!, vars);
  const before = pick(MAILS[input.kind].before);
  const after = pick(MAILS[input.kind].after);
  const footer = fill(strings.footer, vars);
  const text = [
    strings.hello,
    '',
    ...before.flatMap((p) => [p, '']),
    input.link,
    '',
    ...after.flatMap((p) => [p, '']),
    '-- ',
    footer,
    '',
  ].join('\n');
  const html = htmlMail({
    language,
    rtl: RTL_LANGUAGES.includes(language),
    site: input.site,
    subject,
    before: [strings.hello, ...before],
    button: fill(own.button!, vars),
    link: input.link,
    after,
    linkHint: strings.linkHint,
    footer,
  });
  return { to: input.to, subject, text, html };
}
