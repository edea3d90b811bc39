import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { findMinorCodedWording } from './minor-wording.ts';
import { PackError } from './pack-error.ts';
import { readPack } from './read-pack.ts';
import { copyDemoPack, editJson, type CharacterFile, type CharacterTranslationFile } from './test-pack.ts';

/** Minor-coded wording a pack must not carry, in each of the 16 languages. */
const refused: [string, string][] = [
  ['en', 'Looks like a 16-year-old high-schooler, shy adolescent'],
  ['en', 'she is 17'],
  ['en', 'sixteen years old'],
  ['en', 'aged 15'],
  ['en', 'teenaged'],
  ['en', 'underaged'],
  ['en', 'a lolicon favourite'],
  ['en', 'jail bait'],
  ['en', 'a high-schooler'],
  ['en', 'A TEEN at heart'],
  ['en', 'in her student  uniform'],
  ['en', 'barely-legal look'],
  ['en', 'Young looking and sweet'],
  ['en', 'kids'],
  ['en', 'when she was 15 she left home'],
  ['en', 'Lena, 16, works the bar'],
  ['en', 't e e n'],
  ['en', 'T33n'],
  ['en', 'ｔｅｅｎ'],
  ['en', 'tееn with Cyrillic е'],
  ['es', 'la colegiala'],
  ['es', 'una niña de 15 años'],
  ['es', 'tiene dieciséis años'],
  ['es', 'menor de edad'],
  ['es', 'Adolescente tímida'],
  ['fr', 'une écolière'],
  ['fr', 'elle a 15 ans'],
  ['fr', 'une lycéenne'],
  ['fr', 'fillette'],
  ['de', 'Schülerin, 16 Jahre alt'],
  ['de', 'minderjährig'],
  ['de', 'eine 15-jährige'],
  ['de', 'ein kleines Mädchen'],
  ['it', 'una liceale'],
  ['it', 'ha 16 anni'],
  ['it', 'ragazzina'],
  ['it', 'minorenne'],
  ['pt', 'novinha'],
  ['pt', 'tem 15 anos'],
  ['pt', 'colegial'],
  ['pt', 'menor de idade'],
  ['ru', 'школьница'],
  ['ru', 'ей 16 лет'],
  ['ru', 'шестнадцатилетняя'],
  ['ru', '16-летняя'],
  ['ru', 'несовершеннолетняя'],
  ['zh', '萝莉'],
  ['zh', '她16岁'],
  ['zh', '十六岁的女孩'],
  ['zh', '女高中生'],
  ['ja', 'ロリっぽい女子高生'],
  ['ja', '16歳の女の子'],
  ['ja', '十五歳'],
  ['ja', '未成年'],
  ['ko', '여고생'],
  ['ko', '16살이야'],
  ['ko', '열여섯 살'],
  ['ko', '미성년자'],
  ['ar', 'قاصر'],
  ['ar', 'عمرها 16 سنة'],
  ['ar', 'عمري ١٦'],
  ['ar', 'تلميذة'],
  ['tr', 'liseli kız'],
  ['tr', '16 yaşında'],
  ['tr', 'on altı yaşında'],
  ['tr', 'reşit olmayan'],
  ['id', 'siswi SMA'],
  ['id', 'umurku 15'],
  ['id', 'aku 16 tahun'],
  ['id', 'di bawah umur'],
  ['hi', 'नाबालिग'],
  ['hi', 'वह 16 साल की है'],
  ['hi', 'स्कूली लड़की'],
  ['hi', 'किशोरी'],
  ['vi', 'nữ sinh'],
  ['vi', 'em 16 tuổi'],
  ['vi', 'vị thành niên'],
  ['vi', 'học sinh'],
  ['th', 'นักเรียนหญิง'],
  ['th', 'อายุ 16'],
  ['th', 'ผู้เยาว์'],
  ['th', 'เด็กสาว'],
];

/** Adult wording that looks close and must pass. */
const allowed: [string, string][] = [
  ['en', 'No kidding'],
  ['en', 'the canteen'],
  ['en', 'a steenbok'],
  ['en', 'Childhood is not mentioned here either: adulthood'],
  ['en', 'A 29-year-old adult'],
  ['en', 'Mila, 27, runs the bar'],
  ['en', 'a 12-year-old scotch'],
  ['en', 'without further ado'],
  ['en', 'a teeny bit'],
  ['en', 'a minor detail'],
  ['en', 'She is kind'],
  ['en', 'a good girl'],
  ['en', 'art school, then a student loan'],
  ['en', 'I was 22 when I opened the bar'],
  ['es', 'Mila, 27 años, lleva la barra'],
  ['es', 'llevamos 5 años juntos'],
  ['es', 'un whisky de 12 años'],
  ['es', 'estudiante de arte'],
  ['fr', 'il y a 10 ans'],
  ['fr', 'Mila, 27 ans, tient le bar'],
  ['fr', 'une fille magnifique'],
  ['de', 'seit 10 Jahren'],
  ['de', 'ein 12 Jahre alter Whisky'],
  ['de', 'das Mädchen von nebenan, 29'],
  ['it', 'ho 5 anni di esperienza'],
  ['it', 'Mila, 27 anni'],
  ['it', 'una ragazza in gamba'],
  ['pt', 'há 5 anos'],
  ['pt', 'Mila, 27 anos, comanda o balcão'],
  ['ru', 'Я работаю здесь 5 лет'],
  ['ru', 'Миле 27, она хозяйка стойки'],
  ['ru', 'студентка художественной академии'],
  ['zh', '米拉，27岁，在酒吧'],
  ['zh', '我们在一起5年了'],
  ['zh', '女孩子们'],
  ['ja', 'カロリーが高い'],
  ['ja', 'ミラ、27歳'],
  ['ja', '女の子'],
  ['ko', '칼로리'],
  ['ko', '문어 심장이 세 개인 거 알았어?'],
  ['ko', '아침 6시'],
  ['ko', '스물일곱 살'],
  ['ar', 'منذ 5 سنوات'],
  ['ar', 'أنت جميلة'],
  ['tr', '5 yıl önce'],
  ['tr', "sabah 6'da"],
  ['tr', '27 yaşında'],
  ['id', 'Mila, 27 tahun'],
  ['id', 'sudah 5 tahun kerja'],
  ['id', 'mahasiswi seni'],
  ['hi', '5 साल पहले'],
  ['hi', 'लड़की'],
  ['vi', 'Mila, 27 tuổi'],
  ['vi', 'sinh viên'],
  ['th', 'คบกันมา 5 ปี'],
  ['th', 'อายุ 27'],
];

describe('findMinorCodedWording', () => {
  it.each(refused)('finds minor-coded wording (%s) in "%s"', (_lang, text) =>
    expect(findMinorCodedWording(text)).not.toBeNull(),
  );
  it.each(allowed)('lets adult wording (%s) "%s" pass', (_lang, text) =>
    expect(findMinorCodedWording(text)).toBeNull(),
  );
  it('covers every language of the product', () => {
    const langs = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'tr', 'id', 'hi', 'vi', 'th'];
    expect(new Set(refused.map(([l]) => l))).toEqual(new Set(langs));
    expect(new Set(allowed.map(([l]) => l))).toEqual(new Set(langs));
  });
});

describe('the pack loader', () => {
  const dirs: string[] = [];
  const copy = () => {
    const dir = copyDemoPack();
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const refusal = (dir: string): string[] => {
    try {
      readPack(dir);
    } catch (error) {
      if (error instanceof PackError) return error.issues.map((i) => `${i.file}: ${i.field}: ${i.message}`);
      throw error;
    }
    return [];
  };

  it.each([
    [
      'persona.description',
      (c: CharacterFile) => (c.persona.description = 'Looks like a 16-year-old high-schooler, shy adolescent'),
    ],
    ['persona.first_mes', (c: CharacterFile) => (c.persona.first_mes = "Hi, I'm seventeen.")],
  ])('refuses minor-coded wording in %s, naming file and field', (field, edit) => {
    const dir = copy();
    editJson<CharacterFile>(dir, 'characters/mila.json', edit);
    expect(refusal(dir).join('\n')).toContain(`characters/mila.json: ${field}: Minor-coded wording is not allowed`);
  });

  it.each([
    ['ja', 'description', (t: CharacterTranslationFile) => (t.description = 'ロリっぽい女子高生')],
    ['ru', 'description', (t: CharacterTranslationFile) => (t.description = 'Мила, школьница')],
    [
      'fr',
      'lines.cold-1.1',
      (t: CharacterTranslationFile) => (t.lines = { ...t.lines, 'cold-1.1': 'Tu ressembles à une écolière.' }),
    ],
  ])('refuses minor-coded wording in the %s translation (%s), naming its file and field', (lang, field, edit) => {
    const dir = copy();
    editJson<CharacterTranslationFile>(dir, `i18n/${lang}/characters/mila.json`, edit);
    expect(refusal(dir).join('\n')).toContain(
      `i18n/${lang}/characters/mila.json: ${field}: Minor-coded wording is not allowed`,
    );
  });

  it('refuses a character text that states another age than the age field', () => {
    const dir = copy();
    editJson<CharacterFile>(dir, 'characters/mila.json', (c) => {
      c.persona.creator_notes = 'Mila Reyes is 24, an original character.';
    });
    expect(refusal(dir)).toContain(
      "characters/mila.json: persona.creator_notes: The text states the age 24, but the character's age is 27",
    );
  });

  it('refuses a translation that states another age than the age field', () => {
    const dir = copy();
    editJson<CharacterTranslationFile>(dir, 'i18n/zh/characters/mila.json', (t) => {
      t.description = '米拉，25岁，在酒吧掌管吧台。';
    });
    expect(refusal(dir)).toEqual([
      "i18n/zh/characters/mila.json: description: The text states the age 25, but the character's age is 27",
    ]);
  });

  it("accepts the demo pack, whose texts state each character's own age", () => {
    expect(refusal(copy())).toEqual([]);
  });
});
