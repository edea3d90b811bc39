import { words } from './tokens.ts';

/** Words and emojis that have no place in a safe-for-work game (emojisfw). */
const UNSAFE_WORDS = new Set(
  (
    'sex sexy naked nude nudes horny aroused arousal undress undressing lingerie bed bedroom kiss kisses kissing ' +
    'moan moaning strip stripping orgasm breasts boobs butt ass dick cock pussy fuck fucking lick naughty ' +
    'seduce seductive spank futa thong panties bra topless explicit xxx porn ' +
    // The scenario's translations: es fr de it pt ru tr id vi ar hi.
    'sexo sexy desnuda desnudo follar cama besar beso besos tetas culo lenceria sexe nue baiser bisous embrasser seins ' +
    'nackt ficken bett kussen kuss brusten titten geil sesso nuda nudo scopare letto baciare bacio tette transar pelada beijo beijar ' +
    'peitos секс голая голый постель поцелуй целовать грудь трахать seks ciplak opmek yatak gogus telanjang bugil ranjang cium ' +
    'ciuman payudara giuong جنس عارية سرير قبلة सेक्स नंगी बिस्तर चुंबन'
  )
    .split(/\s+/)
    .flatMap((w) => words(w)),
);
/** Words in scripts written without spaces (zh, ja, ko, th), found inside a line. */
const UNSAFE_PARTS = [
  '性感',
  '做爱',
  '上床',
  '裸',
  '接吻',
  '亲吻',
  'セックス',
  'エッチ',
  'キス',
  'ベッド',
  '섹스',
  '키스',
  '침대',
  '알몸',
  'เซ็กส์',
  'จูบ',
  'เตียง',
  'เปลือย',
];
const UNSAFE_EMOJIS = ['🍆', '🍑', '💦', '👅', '💋', '🥵', '😈', '🔞', '👙', '🩲', '🛏'];

/** True when a text holds nothing sexual by the engine's safe-for-work lexicon. */
export function isSafeText(text: string): boolean {
  if (UNSAFE_EMOJIS.some((e) => text.includes(e)) || UNSAFE_PARTS.some((p) => text.includes(p))) return false;
  return !words(text).some((w) => UNSAFE_WORDS.has(w));
}

/** The engine's own safe stand-in for a line that failed the check. */
export const SAFE_FALLBACK_LINE = 'Let\u2019s keep it friendly! 😊';
