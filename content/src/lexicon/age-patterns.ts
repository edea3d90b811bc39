import type { Language } from '@app/schema';

/**
 * How each language states a person's age, in base form (see normalize.ts). `{NUM}` is a number (digits
 * or number words), `{TEEN}` a number with words only from ten up (so "I'm one of them" is not an age).
 * Durations ("5 años juntos", "il y a 10 ans", "16 лет назад") are not ages: a bare "N years" counts
 * only after a verb of having an age, a person noun, or an age word. `past` marks a memory
 * ("when I was 16", "cuando tenía 16 años", "16歳の時"); see the chat filter for what that changes.
 * `{END}` is the end of a word, `{TAIL}` the rest of one, `{LETTER}` a letter, `{NOTWORD}` neither a
 * letter nor a digit nor a space (classes.ts).
 */
export interface AgePattern {
  lang: Language;
  source: string;
  past?: boolean;
}

/** The end of a clause: the end, or punctuation or an emoji (not what continues a number: 10/10, 6'2", 100%). */
const END = '\\s*(?:$|{NOTWORD})';
const E = `(?=${END})`;
/** End of the clause, or one of the words that may follow an age in it. */
const endOr = (words: string) => `(?=${END}|${words})`;
const p = (lang: Language, source: string, past = false): AgePattern => ({ lang, source, past });

const ES_PERSON =
  'chica|chico|nina|nino|muchacha|muchacho|joven|jovencita|chavala|chaval|cria|hija|hijo|hermana|hermano|hermanita|sobrina|prima|alumna|alumno|estudiante|colegiala|una|un|novia|persona|mujer|nena|adolescente|morra|morrita|chamaca|piba|pibita';
const PT_PERSON =
  'garota|garoto|menina|menino|moca|moco|jovem|novinha|filha|filho|irma|irmao|sobrinha|prima|aluna|aluno|estudante|uma|um|ela|namorada|pessoa|mulher|crianca|adolescente|mina|guria|guri';
const FR_PERSON =
  'fille|fillette|gamine|gamin|garcon|jeune|ado|adolescente|eleve|ecoliere|soeur|niece|cousine|une|un|copine|nana|meuf|gosse|enfant|personne|femme|etudiante|lyceenne|collegienne';
const IT_PERSON =
  'ragazza|ragazzina|ragazzo|ragazzino|bambina|bambino|figlia|figlio|sorella|sorellina|nipote|cugina|alunna|studentessa|liceale|una|un|lei|fidanzata|donna|persona|adolescente|giovane|tipa';

export const AGE_PATTERNS: readonly AgePattern[] = [
  p('en', '{NUM}[\\s-]*(?:(?:years?|yrs?|yr)[\\s-]*old|yo|y/o|y\\.o\\.?){END}'),
  p('en', '(?:aged|age of|turned|turning|turns|just turned) {NUM}{END}'),
  p('en', '(?:at the age of|at age) {NUM}{END}', true),
  p(
    'en',
    "(?:i'?m|i am|she'?s|she is|he'?s|he is|you'?re|you are|u r|ur|they'?re|they are|we'?re|we are) (?:only |just |barely |still |almost |nearly )?{TEEN}" +
      endOr(' and | so | but | now| yet| lol| haha| btw| rn| tho| years| yrs| y/o| yo{END}'),
  ),
  p(
    'en',
    "(?:who'?s|who is|(?:girl|boy|gf|bf|girlfriend|boyfriend|sister|brother|daughter|son|niece|nephew|cousin|neighbou?r|babysitter|student|friend)(?:'s| is)) (?:only |just |barely )?{TEEN}" +
      endOr(' and | so | but | now| years| yrs| y/o| yo{END}'),
  ),
  p(
    'en',
    '(?:i|she|he|we|they|you) (?:was|were) (?:only |just |barely |still )?{TEEN}' +
      endOr(' and | when | so | but | at the time| back then| years| yrs'),
    true,
  ),
  p('en', 'when (?:i|she|he|you|we|they) (?:was|were) (?:only |just |barely )?{NUM}{END}', true),

  p(
    'es',
    '(?:tengo|tienes|tiene|tenemos|tienen|tenga|tengas|cumplo|cumples|cumple|cumplire|cumpli|cumpliste|cumplio|con|apenas|solo) {NUM} anos(?! (?:mas|menos|atras|de (?!edad)))',
  ),
  p('es', '(?:tengo|tiene|tienes) {TEEN}' + E),
  p('es', '(?:tenia|tenias|teniamos|tenian|a los) {NUM} anos', true),
  p('es', `(?:${ES_PERSON}) de {NUM} anos`),
  p('es', '{NUM} anos de edad|edad(?: de)?:? {NUM}(?![0-9])|{NUM} anitos'),

  p(
    'pt',
    '(?:tenho|tens|tem|temos|tenha|fiz|completei|completou|completo|completa|com|so|apenas) {NUM} anos(?! (?:a mais|a menos|mais|menos|atras|de (?!idade)))',
  ),
  p('pt', '(?:tinha|tinhas|tinhamos|aos) {NUM} anos', true),
  p('pt', `(?:${PT_PERSON}) de {NUM} anos`),
  p('pt', '{NUM} anos de idade|idade(?: de)?:? {NUM}(?![0-9])|{NUM} aninhos'),

  p(
    'fr',
    "(?<!y )(?:j'ai|j ai|tu as|il a|elle a|on a|a|avoir|agee?s? de|a peine|seulement) {NUM} ans(?! (?:de plus|de moins|plus|moins|de (?!age)|d'))",
  ),
  p('fr', "(?:j'avais|j avais|tu avais|il avait|elle avait|on avait) {NUM} ans", true),
  p('fr', `(?:${FR_PERSON}) de {NUM} ans`),

  p(
    'de',
    '{NUM}[\\s-]*(?:jahren?|j\\.)?[\\s-]*(?:alt|alte|alter|altes|alten){END}|{NUM}[\\s-]*jahrig{TAIL}|{NUM} jahre jung',
  ),
  p(
    'de',
    '(?:ich bin|du bist|sie ist|er ist|wir sind|ihr seid|bin|bist) (?:erst |gerade |noch |knapp |fast )?{TEEN}' +
      endOr(' und | aber | jahre| geworden'),
  ),
  p(
    'de',
    '(?:ich war|du warst|sie war|er war|wir waren|als ich|als sie|als er|mit|im alter von) {TEEN}' +
      endOr(' und | als | war| jahren| jahre'),
    true,
  ),

  p(
    'it',
    '(?:ho|hai|ha|abbiamo|avete|hanno|compio|compi|compie|compiuto|compiuti|solo|appena) {NUM} anni(?! (?:piu|meno|in piu|in meno|fa|di (?!eta)))',
  ),
  p('it', '(?:avevo|avevi|aveva|avevamo|a) {NUM} anni', true),
  p('it', `(?:${IT_PERSON}) di {NUM} anni`),
  p('it', '{NUM} anni di eta|eta(?: di)?:? {NUM}(?![0-9])'),

  p(
    'ru',
    '(?:мне|тебе|ей|ему|нам|вам|им) (?:уже |только |всего |почти |лишь |исполнилось )?{NUM} (?:лет|год|года){END}',
  ),
  p('ru', '(?:мне|тебе|ей|ему) (?:уже |только |всего |почти |лишь )?{TEEN}' + E),
  p('ru', '(?:мне|тебе|ей|ему|нам|вам|им) было (?:только |всего |лишь |уже )?{NUM}', true),
  p('ru', '{NUM}[\\s-]*летн{TAIL}|{NUM} (?:лет|год|года) от роду'),
  p('ru', 'в возрасте {NUM}', true),

  p('zh', '{NUM}\\s*(?:周岁|週歲|岁|歲)(?!月)'),
  p('zh', '{NUM}\\s*(?:周岁|週歲|岁|歲)(?:的时候|的時候|那年|时|時)', true),
  p('ja', '{NUM}\\s*(?:歳|才|さい)(?!月)'),
  p('ja', '{NUM}\\s*(?:歳|才|さい)の(?:時|とき|頃|ころ)', true),
  p('ko', '{NUM}\\s*(?:살|세)(?![기대])'),
  p('ko', '{NUM}\\s*(?:살|세)\\s*(?:때|적)', true),

  p(
    'ar',
    '(?:عمري|عمرها|عمره|عمرك|عمرى|سني|سنها|سنه|سنك|بعمر|بسن|من العمر|تبلغ|يبلغ|ابنة|ابن|بنت) (?:من العمر )?{NUM}(?![0-9])',
  ),
  p('ar', '(?:كان عمري|كان عمرها|كان عمره|كانت|في سن|في عمر) {NUM}(?![0-9])', true),

  p('tr', '{NUM}[\\s-]*yas(?!{TAIL}(?:yken|ydi|ydim|ydin|ydik)){TAIL}'),
  p('tr', '{NUM}[\\s-]*yas{TAIL}(?:yken|ydi|ydim|ydin|ydik){TAIL}', true),

  p(
    'id',
    '(?:umur|umurku|umurnya|umurmu|usia|usiaku|usianya|usiamu|berumur|berusia) (?:baru |masih |sekitar )?{NUM}(?![0-9])',
  ),
  p(
    'id',
    '(?:aku|saya|gue|gw|aq|dia|kamu|ku) (?:baru |masih )?{NUM} (?:tahun|thn)' + endOr(' dan | loh| lho| kok| nih'),
  ),
  p(
    'id',
    '(?:waktu|saat|ketika|pas|dulu) (?:aku |saya |dia |gue )?(?:masih )?(?:umur |berumur |usia |berusia ){NUM}',
    true,
  ),

  p(
    'hi',
    '{NUM}\\s*(?:साल|वर्ष|बरस)\\s*(?:की|का|के)(?!\\s*(?:लिए|बाद|पहले|से))|{NUM}\\s*वर्षीय|(?:उम्र|आयु|उमर)\\s*(?:है\\s*)?{NUM}(?![0-9])',
  ),
  p('hi', '{NUM}\\s*(?:साल|वर्ष|बरस)\\s*(?:की|का|के)\\s*(?:(?:उम्र|उमर|आयु)\\s*में|थी|था|थे)', true),
  p('hi', '{NUM} (?:saal|sal) (?:ki|ka|ke)(?! (?:liye|baad|pehle))'),

  p('vi', '{NUM}\\s*tuoi(?! tre)'),
  p('vi', '(?:khi|luc|nam|hoi) (?:toi |em |anh |minh |co ay |no )?(?:moi |chi |duoc )?{NUM} tuoi', true),

  p('th', '(?:อายุ|วัย)\\s*{NUM}|{NUM}\\s*ขวบ'),
  p('th', '(?:ตอน|ตอนที่|สมัย|เมื่อ)\\s*(?:อายุ|ฉัน|ผม|เธอ)?\\s*(?:อายุ\\s*)?{NUM}', true),
];

/** "Mila, 27," or "米拉，27岁，": an age set off by commas after a name (pack text only: in chat it is too often a list). */
export const APPOSITIVE_AGE =
  '(?<={LETTER})\\s*[,，、]\\s*(\\d{1,2})\\s*(?:years?|yrs?|y/o|yo|anos|ans|anni|jahre|j\\.|лет|года|год|岁|歲|歳|才|살|세|yas{TAIL}|tahun|साल|वर्ष|tuoi|ปี|سنة|عاما)?' +
  '(?=\\s*(?:$|[,.;!?)…，。、]))';
