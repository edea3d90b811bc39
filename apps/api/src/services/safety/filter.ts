/**
 * The prohibited-content filter (design §5): player input and model output are checked for minors or
 * age-play, non-consent, real persons and illegal acts. It is deliberately strict: a false positive
 * costs a rephrase, a miss costs the operator.
 */

export type FilterCategory = 'minors' | 'non-consent' | 'real-person' | 'illegal';

export interface FilterHit {
  category: FilterCategory;
  /** The words that matched, for the moderation report. */
  match: string;
}

/** Well-known public figures; the operator adds names with CONTENT_FILTER_NAMES. */
export const DEFAULT_REAL_PERSONS = [
  'Taylor Swift', 'Emma Watson', 'Scarlett Johansson', 'Billie Eilish', 'Ariana Grande', 'Kim Kardashian',
  'Selena Gomez', 'Margot Robbie', 'Jennifer Lawrence', 'Zendaya', 'Beyonce', 'Rihanna', 'Miley Cyrus',
  'Emma Stone', 'Gal Gadot', 'Sydney Sweeney', 'Donald Trump', 'Joe Biden', 'Barack Obama', 'Elon Musk',
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
};
const AGE_NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;

const MINOR_WORDS = [
  'teens?', 'teenage[rd]?s?', 'teenie', 'teeny ?bopper', 'pre-?teens?', 'tweens?', 'under-?age(?:d)?', 'minors?(?! (?:detail|details|issue|issues|problem|problems|change|changes|thing|things|key|league|note|injury|injuries|setback|role|adjustment|fix|bug))',
  'child(?:ren|ish|like)?', 'kids?', 'kiddie', 'kiddo', 'toddlers?', 'infants?', 'babies', 'juveniles?', 'adolescents?', 'pubescent', 'prepubescent',
  'loli(?:ta|con)?s?', 'shota(?:con)?', 'jail ?bait', 'school ?girls?', 'school ?boys?', 'school ?uniform', 'high ?school(?:er)?s?', 'middle ?school(?:er)?s?',
  'elementary school', 'junior high', 'little (?:girl|boy|sister|brother)s?', 'young (?:girl|boy)s?', 'barely legal', 'age ?-?play', 'ddlg', 'abdl',
  'pedo(?:phile|philia)?s?', 'paedo(?:phile|philia)?s?', 'cp(?= pics| videos| links)', 'csam', 'too young', 'not (?:yet )?(?:18|eighteen)',
];
const NON_CONSENT_WORDS = [
  'rap(?:e|ed|es|ing|ist|ists|ey)', 'non-?con(?:sent|sensual)?', 'without (?:her|his|their|your|my) consent', 'against (?:her|his|their|your|my) will',
  'forc(?:e|ed|es|ing) (?:her|him|you|them|myself|yourself)(?: (?:to|into|down|on))?', 'forced (?:sex|to have sex)', 'drug(?:ged|ging)? (?:her|him|you|them)', 'roofie(?:d|s)?',
  'date rape', 'molest(?:ed|ing|s|er)?', 'unconscious', 'passed out', 'while (?:she|he|you)(?:\'s| is| are)? (?:asleep|sleeping)', 'sleeping (?:girl|woman|her|him)',
  'somnophilia', 'blackmail(?:ed|ing)? (?:her|him|you|into)', 'she (?:says|said) no(?: but)?', 'doesn\'?t want it', 'no means yes', 'sex slaves?', 'kidnap(?:ped|ping)?',
];
const ILLEGAL_WORDS = [
  'bestiality', 'zoophil(?:e|ia)', '(?:with|fuck|fucking|screw) (?:a|an|the) (?:dog|horse|animal|pet)s?', 'animal sex', 'necrophil(?:e|ia)', 'corpses?', 'dead bod(?:y|ies)',
  'snuff', 'incest(?:uous)?', 'revenge porn', 'hidden cam(?:era)?s?', 'spy ?cam(?:era)?s?', 'upskirts?', 'creepshots?', 'sex traffick(?:ing|ed|er)', 'traffick(?:ing|ed)', 'child porn',
  'leak(?:ed)? nudes', 'deepfakes?',
];

const wordsPattern = (words: string[]): RegExp => new RegExp(`(?<![a-z0-9])(?:${words.join('|')})(?![a-z0-9])`);

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Lower case, accents stripped, "t.e.e.n" and "t e e n" joined, long letter runs shortened. */
export function normalizeText(text: string): string {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘`´]/g, "'");
  const joined = plain.replace(/(?<![a-z])(?:[a-z][\s.\-_*]){2,}[a-z](?![a-z])/g, (m) => m.replace(/[\s.\-_*]/g, ''));
  return joined.replace(/([a-z])\1{2,}/g, '$1$1').replace(/\s+/g, ' ').trim();
}

function deLeet(text: string): string {
  return text.replace(/[013457@$!]/g, (c, i: number) => {
    // Only inside words: digits between letters (t33n), not ages or times ("I'm 25").
    const before = text[i - 1] ?? ' ';
    const after = text[i + 1] ?? ' ';
    return /[a-z]/.test(before) || /[a-z]/.test(after) ? (LEET[c] ?? c) : c;
  });
}

function ageOf(token: string): number {
  return NUMBER_WORDS[token] ?? Number(token);
}

const AGE_PATTERNS = [
  new RegExp(`(?<![a-z0-9])${AGE_NUMBER}[ -]?(?:yo|y/o|y\\.o\\.?|yrs? old|years?[ -]old|year-old)(?![a-z])`, 'g'),
  new RegExp(`(?<![a-z])(?:aged?|age of|turned|turning) ${AGE_NUMBER}(?![a-z0-9])`, 'g'),
  new RegExp(`(?<![a-z])(?:i'?m|i am|she'?s|she is|he'?s|he is|you'?re|you are|u r|ur) (?:only |just |barely )?${AGE_NUMBER}(?= *(?:$|[.,!?;)]|and |so |but |now|yet|lol))`, 'g'),
];

function underageMention(text: string): string | null {
  for (const pattern of AGE_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const age = ageOf(m[1] ?? '');
      if (age > 0 && age < 18) return m[0];
    }
  }
  return null;
}

export interface ContentFilter {
  check(text: string): FilterHit | null;
}

/** Builds the filter; `extraNames` adds real persons to the default list. */
export function createContentFilter(extraNames: readonly string[] = []): ContentFilter {
  const names = [...DEFAULT_REAL_PERSONS, ...extraNames].map((n) => normalizeText(n)).filter((n) => n.length > 2);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rules: [FilterCategory, RegExp][] = [
    ['minors', wordsPattern(MINOR_WORDS)],
    ['non-consent', wordsPattern(NON_CONSENT_WORDS)],
    ['illegal', wordsPattern(ILLEGAL_WORDS)],
  ];
  if (names.length > 0) rules.push(['real-person', wordsPattern(names.map((n) => escape(n).replace(/ /g, '[ -]?')))]);
  return {
    check(text) {
      const normal = normalizeText(text);
      for (const form of new Set([normal, deLeet(normal)])) {
        const age = underageMention(form);
        if (age) return { category: 'minors', match: age };
        for (const [category, pattern] of rules) {
          const m = pattern.exec(form);
          if (m) return { category, match: m[0] };
        }
      }
      return null;
    },
  };
}

/** What the player is told when a message is refused. */
export const CONTENT_REFUSED =
  'This message breaks the content rules (no minors, no non-consent, no real people, nothing illegal). Please rephrase it.';
