import type { Language } from '@app/schema';

/**
 * Minor-coded words in the 16 languages of the product (syntax: see terms.ts).
 * - `always`: nothing but a minor or a school-age setting; refused in a pack and in chat.
 * - `ambiguous`: words for children that adults also use innocently ("kids", "enfant", "孩子"). The
 *   chat filter refuses them next to a school word or intimate wording.
 * - `endearments`: words that also call an adult partner ("mi niña", "bambina", "моя девочка"). The
 *   chat filter refuses them only next to a school word or a word for small ("pequeña", "маленькая");
 *   used with an article ("una niña", "la bambina") they count as `ambiguous`.
 * A pack refuses all three: an author can pick an unambiguous word. Everyday adult words ("girl",
 * "student", "school", "ragazza", "Mädchen", "女の子") are in none of the lists.
 */
export interface MinorTerms {
  always: readonly string[];
  ambiguous: readonly string[];
  endearments: readonly string[];
}

/** "minor" is refused unless it is plainly the adjective of a detail, key, role... */
const MINOR_EN = 'minors?(?! (?:detail|details|issue|issues|problem|problems|change|changes|thing|things|key|keys|chord|league|leagues|note|notes|injury|injuries|setback|role|roles|adjustment|adjustments|fix|fixes|bug|bugs|scratch|repair|repairs|surgery|tweak|tweaks|point|points|character|characters|part|parts|concern|concerns|offense|offence))';

export const MINOR_TERMS: Record<Language, MinorTerms> = {
  en: {
    always: [
      'teens?', 'teenie', 'teenies', 'teeny bopper', 'teen age', 'teenaged?', 'teenagers?', 'pre teens?', 'preteens?', 'tweens?', 'tweenies?',
      'under age', 'under aged', 'underaged?', 'under 18', 'under eighteen', '(?:not|not yet|almost|nearly|barely) (?:18|eighteen)', MINOR_EN,
      'adolescents?', 'pubescent', 'prepubescent', 'school girls?', 'school boys?', 'school uniforms?', 'student uniforms?', 'high school(?:ers?)?', 'middle school(?:ers?)?',
      'junior high', 'elementary school(?:ers?)?', 'grade school(?:ers?)?', '(?:sixth|seventh|eighth|ninth|tenth|eleventh) graders?', 'jail bait', 'barely legal',
      'lolis?', 'lolicon', 'lolitas?', 'shotas?', 'shotacon', '(?:little|young) (?:girls?|boys?)', 'childlike', 'child like', 'age play', 'ddlg', 'abdl',
      'kiddies?', 'kiddos?', 'toddlers?', 'infants?', 'p(?:a)?edophil(?:e|es|ia|ic)', 'csam', 'child porn',
    ],
    ambiguous: ['kids?', 'child', 'children', 'little (?:sisters?|brothers?)', 'adolescence', 'puberty', 'juveniles?', 'young looking', 'baby faced?', 'babyface', 'petite girls?'],
    endearments: [],
  },
  es: {
    always: [
      'adolescentes?', 'preadolescentes?', 'colegialas?', 'colegial', 'menor(?:es)? de edad', 'menor de 18', 'menorcitas?', 'quinceaneras?',
      'pubescentes?', '(?:la|en|de|escuela|educacion|ensenanza|instituto) secundaria', 'estudiantes? de (?:secundaria|prepa|preparatoria|bachillerato)', 'nin[ao]s? de (?:primaria|colegio|escuela)',
      'lolitas?', 'lolis?', 'pornografia infantil', 'pedofil[ao]s?', 'uniforme escolar', 'uniforme de colegio',
    ],
    ambiguous: ['(?:una|unas|la|las|esa|esas|esta|estas|otra) (?:nina|nino|chiquilla)s?', 'infantil'],
    endearments: ['ninas?', 'ninos?', 'chiquillas?'],
  },
  fr: {
    always: [
      'adolescente?s?', 'preadolescente?s?', 'pre ados?', 'ados', '(?:une?|cette|l\'|mon|ma) ado', 'ecolieres?', 'ecoliers?', 'collegiennes?', 'collegiens?', 'lyceennes?', 'lyceens?',
      'mineures?', 'moins de (?:18|dix huit) ans', 'fillettes?', 'puberes?', 'impuberes?', 'lolitas?', 'lolis?', 'pedophiles?', 'pedopornographie',
      'uniforme scolaire',
    ],
    ambiguous: ['mineurs?', 'enfants?', '(?:une|la|cette) gamine', 'gamins?', 'gosses?', 'petite fille', 'puberte'],
    endearments: ['gamines?'],
  },
  de: {
    always: [
      'schulerin(?:nen)?', 'schuler', 'schulmadchen', 'grundschuler(?:in|innen)?', 'gymnasiast(?:in|innen|en)?', 'minderjahrig*', 'teenager', 'teenies?',
      'unter 18', '(?:zehn|elf|zwolf|dreizehn|vierzehn|funfzehn|sechzehn|siebzehn)jahrig*', '(?:kleines|junges) madchen', 'kleine madchen', 'lolitas?', 'lolis?', 'padophil*', 'kinderporn*', 'schuluniform(?:en)?',
    ],
    ambiguous: ['(?:ein|das|dem|des|kleines|kleinen|mein|dein|wie ein) kind(?:es)?', '(?:die|den|der|meine|deine|keine|kleine|kleinen) kindern?', 'kindlich*', 'jugendlich*', 'pubertat'],
    endearments: [],
  },
  it: {
    always: [
      'adolescent[ei]', 'preadolescent[ei]', 'scolarett[ae]', 'scolar[oi]', 'liceal[ei]', 'minorenn[ei]', 'ragazzin[ae]', 'sotto i (?:18|diciotto)',
      'scuol[ae] medi[ae]', 'scuol[ae] elementar[ei]', 'lolitas?', 'lolis?', 'pedofil[oi]', 'pedopornografia', 'divisa scolastica',
    ],
    ambiguous: ['bambin[oi]', 'bambine', '(?:una|la|quella|questa) bambina', 'infantile'],
    endearments: ['bambina'],
  },
  pt: {
    always: [
      'adolescentes?', 'pre adolescentes?', 'colegia(?:l|is)', 'ensino (?:medio|fundamental)', 'menor(?:es)? de idade', 'menor de 18', 'novinhas?',
      'ninfetas?', 'garotinhas?', 'menininhas?', 'lolitas?', 'lolis?', 'pedofil[oa]s?', 'pornografia infantil', 'uniforme escolar',
    ],
    ambiguous: ['(?:uma|umas|a|as|essa|essas|esta|outra) menin[ao]s?', 'criancas?'],
    endearments: ['meninas?', 'meninos?'],
  },
  ru: {
    always: [
      'школьниц*', 'школьник*', '(?:старше|пяти|шести|семи|восьми|девяти|десяти|одиннадцати)классни(?:ц*|к*)', 'малолетк*', 'малолетн*', 'несовершеннолетн*', 'подросток', 'подростк*',
      '(?:десяти|одиннадцати|двенадцати|тринадцати|четырнадцати|пятнадцати|шестнадцати|семнадцати)летн*', 'младше 18', 'до 18 лет', 'лолит*', 'лоли', 'педофил*', 'ученица', 'ученицы', 'детск* порн*', 'школьн* форм*',
    ],
    ambiguous: ['ребенок', 'ребенка', 'ребенку', 'дети', 'детей', 'детьми', 'детск*', '(?<!(?:моя|мою|моей|моё|милая|милую) )девочк(?:у|е|ой|ек|ам|ами|ах)'],
    endearments: ['девочк*'],
  },
  zh: {
    always: [
      '萝莉', '蘿莉', '正太', '未成年', '未满18', '未滿18', '未满十八', '未滿十八', '幼女', '少女', '女高中生', '高中生', '初中生', '中学生', '中學生', '小学生',
      '小學生', '女学生', '女學生', '学生妹', '學生妹', '小女孩', '小男孩', '恋童', '戀童', '校服', '儿童色情', '兒童色情',
    ],
    ambiguous: ['儿童', '兒童', '小孩', '(?<![女男])孩子', '童颜', '童顏', '幼儿', '幼兒'],
    endearments: [],
  },
  ja: {
    always: [
      '(?<![\\u30a0-\\u30ff])ロリ', 'ロリコン', 'ロリータ', '(?<![\\u30a0-\\u30ff])ショタ', '未成年', '18歳未満', '十八歳未満', '女子高生', '女子中学生',
      '女子小学生', '女子校生', '高校生', '小学生', '幼女', '児童', 'ランドセル', '学生服',
    ],
    ambiguous: ['子供', '子ども', 'こども', '童顔'],
    endearments: [],
  },
  ko: {
    always: [
      '(?<!칼)로리', '(?<![가-힣])[고중][1-3](?![0-9])', '미성년', '18세 미만', '여고생', '여중생', '여초딩', '초딩', '중딩', '고딩', '고등학생', '중학생', '초등학생', '교복', '소녀', '어린 ?여자애',
      '어린 ?소녀', '아동 ?포르노', '소아성애',
    ],
    ambiguous: ['어린이', '어린아이', '아동', '아이들'],
    endearments: [],
  },
  ar: {
    always: [
      'قاصر*', 'مراهق*', 'تلميذ*', 'طالبة مدرسة', 'طالبات المدارس', 'مدرسة (?:ال)?ثانوية', '(?:طالبة|طالب|طالبات) (?:في )?(?:ال)?ثانوية', 'بنت صغيرة', 'فتاة صغيرة', 'طفلة صغيرة', 'دون سن 18', 'تحت سن 18',
      'اقل من 18', 'دون السن القانونية', 'تحت السن القانونية', 'لوليتا', 'قبل البلوغ', 'اباحية الاطفال', 'زي مدرسي', 'الزي المدرسي', 'متحرش* بالاطفال',
    ],
    ambiguous: ['طفل*', 'اطفال', 'صغيرة السن', 'صغيرات السن'],
    endearments: [],
  },
  tr: {
    always: [
      'liseli*', 'lise ogrenci*', 'ortaokul*', 'ilkokul*', 'resit olmayan', 'resit degil*', 'kucuk kiz*', 'kiz cocug*', 'ergen*', '18 yasindan kucuk',
      'loli', 'lolita', 'pedofil*', 'cocuk pornosu', 'okul uniforma*',
    ],
    ambiguous: ['cocuk', 'cocuklar*', 'cocugu'],
    endearments: [],
  },
  id: {
    always: [
      '(?:anak )?di bawah umur', 'bawah umur', 'anak (?:sma|smp|sd)', 'siswi', 'siswa', 'remaja', 'abg', 'gadis kecil', 'seragam sekolah',
      'di bawah 18', 'loli', 'lolita', 'pedofil*', 'pornografi anak',
    ],
    ambiguous: ['anak kecil', 'anak anak', 'bocah', 'pelajar'],
    endearments: [],
  },
  hi: {
    always: [
      'नाबालिग', 'नाबालिक', 'स्कूली लड़की', 'स्कूल की लड़की', 'स्कूल गर्ल', 'किशोरी', 'छोटी लड़की', 'छोटी बच्ची', '18 से कम', 'बाल अश्लील*',
      'nabalig', 'school wali ladki', 'choti ladki', 'लोली',
    ],
    ambiguous: ['बच्ची', 'बच्चा', 'बच्चे', 'बच्चों', 'किशोर'],
    endearments: [],
  },
  vi: {
    always: [
      'hoc sinh', 'nu sinh', 'vi thanh nien', 'chua thanh nien', 'chua đu tuoi', 'duoi 18', 'be gai', 'au dam', 'trung hoc', 'loli', 'lolita',
      'khieu dam tre em',
    ],
    ambiguous: ['tre em', 'tre con', '(?:mot|nhung|may) co be'],
    endearments: ['co be', 'thieu nu'],
  },
  th: {
    always: ['นักเรียน', 'ผู้เยาว์', 'วัยรุ่น', 'เด็กผู้หญิง', 'เด็กสาว', 'มัธยม', 'ม\\.ปลาย', 'ม\\.ต้น', 'ต่ำกว่า 18', 'โลลิ', 'สื่อลามกเด็ก', 'ใคร่เด็ก'],
    ambiguous: ['เยาวชน', 'เด็กน้อย'],
    endearments: [],
  },
};

/** Words for small that turn an endearment into a word for a child ("niña pequeña", "маленькая девочка"). */
export const SMALL_TERMS: readonly string[] = [
  'little', 'tiny', 'pequen[ao]s?', 'chiquit[ao]s?', 'petite?s?', 'klein*', 'piccol[ao]', 'piccin[ao]', 'pequenin*', 'маленьк*', 'крошечн*', 'be nho', 'be bong',
];

/** School and age-setting words that turn an ambiguous term or an endearment into a minor-coded one in chat. */
export const SCHOOL_TERMS: readonly string[] = [
  'school', 'class(?:room)?', 'homework', 'uniform', 'escuela', 'colegio', 'instituto', 'clase', 'ecole', '(?:au|le|du|en) college', 'lycee', 'classe', 'schule',
  'klasse', 'scuola', 'escola', 'aula', 'школ*', 'класс*', '学校', '學校', '课堂', '教室', '학교', 'مدرس*', 'okul*', 'sinif*', 'sekolah', 'kelas',
  'स्कूल', 'विद्यालय', 'truong', 'lop hoc', 'โรงเรียน',
];
