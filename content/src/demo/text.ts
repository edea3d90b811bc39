import type { Beat, Line, Reply } from '@app/schema';
import { EXTRA_LANGS, EXTRA_TRANSLATIONS } from './i18n/index.ts';

/** Languages written inline in every `Tr` string, after the English. */
export const INLINE_LANGS = ['es', 'fr', 'de'] as const;

/** Languages every demo text is translated into: inline ones, then the tables in ./i18n/<lang>/. */
export const DEMO_LANGS = [...INLINE_LANGS, ...EXTRA_LANGS] as const;

/** A multilingual string written as 'English|Español|Français|Deutsch'; other languages come from ./i18n. */
export type Tr = string;

/** Splits a Tr into the English text and its translations in every demo language; throws when one is missing. */
export function tr(value: Tr): { text: string; trans: Record<string, string> } {
  const [text = '', ...rest] = value.split('|').map((s) => s.trim());
  if (rest.length !== INLINE_LANGS.length) throw new Error(`Expected ${INLINE_LANGS.length + 1} languages in "${value}"`);
  const trans: Record<string, string> = Object.fromEntries(INLINE_LANGS.map((lang, i) => [lang, rest[i] ?? '']));
  for (const lang of EXTRA_LANGS) {
    const translated = EXTRA_TRANSLATIONS[lang].get(text);
    if (!translated) throw new Error(`No ${lang} translation for "${text}" (add it in src/demo/i18n/${lang}/)`);
    trans[lang] = translated;
  }
  return { text, trans };
}

export const line = (value: Tr): Line => tr(value);
export const lines = (values: readonly Tr[]): Line[] => values.map(line);

/** [character line(s), friendly reply, bold reply, rude reply (defaults to the shared pool)] */
export type BeatSpec = [Tr | Tr[], Tr, Tr, Tr?];

const reply = (value: Tr, kind: Reply['kind']): Reply => ({ ...tr(value), kind });

/** What a player may snap back with; rude replies lower the meter whoever the character is. */
export const RUDE_POOL: Tr[] = [
  'Boring. Say something interesting.|Aburrido. Di algo interesante.|Ennuyeux. Dis quelque chose d’intéressant.|Langweilig. Sag was Interessantes.',
  'Whatever. Are we done talking?|Lo que sea. ¿Ya terminamos de hablar?|Peu importe. On a fini de parler ?|Egal. Sind wir fertig mit Reden?',
  'I’ve had better conversations with my fridge.|He tenido mejores charlas con mi nevera.|J’ai eu de meilleures conversations avec mon frigo.|Mit meinem Kühlschrank rede ich besser.',
  'Skip the small talk. I’m not here for that.|Déjate de charla. No vine a eso.|Arrête le blabla. Je ne suis pas là pour ça.|Lass den Smalltalk. Dafür bin ich nicht hier.',
  'You’re trying way too hard.|Te esfuerzas demasiado.|Tu en fais beaucoup trop.|Du strengst dich viel zu sehr an.',
  'Not impressed, honestly.|Sinceramente, no me impresiona.|Franchement, pas impressionné.|Ehrlich gesagt, nicht beeindruckt.',
  'Can you just get to the point?|¿Puedes ir al grano?|Tu peux en venir au fait ?|Kannst du mal zur Sache kommen?',
  'Yawn. Next.|Bostezo. Siguiente.|Bâillement. Suivant.|Gähn. Nächste.',
  'I only came for the pictures.|Solo vine por las fotos.|Je suis juste venu pour les photos.|Ich bin nur wegen der Bilder hier.',
  'That’s a weird thing to say.|Qué cosa tan rara de decir.|C’est bizarre de dire ça.|Das ist eine komische Aussage.',
  'Do you ever stop talking about yourself?|¿Alguna vez dejas de hablar de ti?|Tu arrêtes parfois de parler de toi ?|Hörst du je auf, von dir zu reden?',
  'Sure, if you say so. Not really listening.|Claro, si tú lo dices. No te estoy escuchando.|Si tu le dis. J’écoute pas vraiment.|Klar, wenn du meinst. Ich hör nicht richtig zu.',
];

let rudeIndex = 0;

export function beat([said, friendly, bold, rude]: BeatSpec): Beat {
  const spoken = Array.isArray(said) ? said : [said];
  const fallback = RUDE_POOL[rudeIndex++ % RUDE_POOL.length] as Tr;
  return { lines: lines(spoken), replies: [reply(friendly, 'friendly'), reply(bold, 'bold'), reply(rude ?? fallback, 'rude')] };
}
