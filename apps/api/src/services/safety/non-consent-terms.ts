import type { Language } from '@app/schema';

/**
 * Non-consent in the 16 languages: rape, acts without consent or against someone's will, drugging,
 * unconscious or sleeping partners, sexual slavery; kidnapping only as an English story ("kidnapped"),
 * since "Entführ mich", "te secuestro", "bắt cóc" are playful invitations too. Term syntax: content's lexicon
 * (lower case, accents optional, "*" for any ending, whole words except in CJK and Thai).
 */
export const NON_CONSENT_TERMS: Record<Language, readonly string[]> = {
  en: [
    'rap(?:e|ed|es|ing|ist|ists|ey)', 'date rape', 'non-?con(?:sent|sensual)?', 'non consent(?:ual)?', 'non consensual', 'without (?:her|his|their|your|my) consent', 'against (?:her|his|their|your|my) will',
    'forc(?:e|ed|es|ing) (?:her|him|you|them|myself|yourself)(?: (?:to|into|down|on))?', 'forced (?:sex|to have sex)', 'drug(?:ged|ging)? (?:her|him|you|them)',
    'roofie(?:d|s)?', 'molest(?:ed|ing|s|er)?', 'unconscious', 'passed out', "while (?:she|he|you)(?:'s| is| are)? (?:asleep|sleeping)",
    'sleeping (?:girl|woman|her|him)', 'somnophilia', 'blackmail(?:ed|ing)? (?:her|him|you|into)', 'she (?:says|said) no but', "doesn'?t want it", 'no means yes',
    'sex slaves?', 'kidnapp(?:ed|ing)', 'sexual assault',
  ],
  es: [
    'violar*', 'violad[ao]s?', 'violacion', 'abuso sexual', 'agresion sexual', 'sin (?:su |tu |mi )?consentimiento', 'contra (?:su|tu|mi) voluntad', 'a la fuerza',
    'forzarla', 'forzarte', 'forzada', 'drogarla', 'drogarte', 'drogada', 'inconsciente', 'esclavas? sexual(?:es)?', 'no consentid[ao]',
  ],
  fr: [
    'viol', 'viols', 'violer', 'violee?s?', 'violant', 'agression sexuelle', 'sans (?:son |ton |mon |leur )?consentement', 'contre (?:sa|ta|ma|leur) volonte',
    'prendre de force', 'prise de force', 'droguer', 'droguee?', 'inconsciente?', 'esclaves? sexuel(?:le)?s?',
  ],
  de: [
    'vergewaltig*', 'ohne (?:ihre |seine |deine |meine )?(?:zustimmung|einwilligung)', 'gegen (?:ihren|seinen|deinen|meinen) willen', 'zwing* (?:dich|sie|ihn)',
    'k\\W{0,3}o\\W{0,3}tropfen', 'betaub*', 'bewusstlos*', 'sexsklav*', 'sexuelle notigung', 'sexueller ubergriff',
  ],
  it: [
    'stupr*', 'violentar*', 'violentat[ao]', 'violenza sessuale', 'senza (?:il )?(?:suo |tuo |mio )?consenso', 'contro la (?:sua|tua|mia) volonta', 'drogarla',
    'drogata', 'priva di sensi', 'incosciente', 'schiav[ae] sessual[ei]',
  ],
  pt: [
    'estupr*', 'violentar*', 'violentada', 'abuso sexual', 'sem (?:o )?(?:seu |teu |meu )?consentimento', 'contra a (?:sua|tua|minha) vontade', 'a forca',
    'dopar', 'dopada', 'drogada', 'inconsciente', 'desacordada', 'escravas? sexua(?:l|is)',
  ],
  ru: [
    'изнасил*', 'насилова*', 'без (?:её |его |твоего |моего )?согласия', 'против (?:её|его|твоей|моей) воли', 'силой', 'опоить', 'опоил*', 'подсыпать',
    'без сознания', 'секс раб*', 'принужд*',
  ],
  zh: [
    '强奸', '強姦', '强暴', '強暴', '迷奸', '迷姦', '下药', '下藥', '未经同意', '未經同意', '不经同意', '违背意愿', '違背意願', '违背她的意愿', '强迫', '強迫', '性奴', '昏迷', '失去意识', '睡奸',
  ],
  ja: ['レイプ', '強姦', '強制性交', '無理やり', '無理矢理', '同意なし', '同意なく', '同意のない', '睡眠薬', '眠らせて', '意識のない', '意識がない', '昏睡', '性奴隷', '夜這い'],
  ko: ['강간', '성폭행', '동의 ?없이', '억지로', '강제로', '약을 ?타', '몰래 ?약', '의식 ?없는', '기절한', '성노예', '수면간'],
  ar: ['اغتصاب', 'اغتصب*', 'يغتصب*', 'بدون موافقت*', 'دون موافقت*', 'بدون رضا*', 'رغما عن*', 'بالقوة', 'تخدير*', 'مخدرة', 'فاقدة الوعي', 'فاقد الوعي', 'عبدة جنسية', 'اعتداء جنسي'],
  tr: ['tecavuz*', 'irzina gec*', 'rizasi olmadan', 'rizan olmadan', 'zorla', 'iradesi disinda', 'uyusturucu verip', 'bayilt*', 'baygin', 'seks kole*', 'cinsel saldiri*'],
  id: ['(?:mem|di|ter)?perkosa*', 'pemerkosa*', 'tanpa persetujuan*', 'dipaksa', 'memaksa*', 'dibius', 'membius', 'tidak sadarkan diri', 'budak seks', 'pelecehan seksual'],
  hi: ['बलात्कार', 'रेप', 'बिना सहमति', 'बिना मर्जी', 'जबरदस्ती', 'जबरन', 'बेहोश', 'नशीला', 'यौन दासी', 'balatkar', 'zabardasti', 'jabardasti'],
  vi: ['hiep dam', 'cuong hiep', 'cuong buc', 'khong co su đong y', 'trai y', 'ep buoc', 'bo thuoc', 'thuoc me', 'bat tinh', 'no le tinh duc', 'xam hai tinh duc'],
  th: ['ข่มขืน', 'ขืนใจ', 'ไม่ยินยอม', 'มอมยา', 'วางยา', 'หมดสติ', 'ทาสทางเพศ', 'ล่วงละเมิดทางเพศ'],
};
