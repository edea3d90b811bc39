/** Well-known public figures; the operator adds names with CONTENT_FILTER_NAMES. */
export const DEFAULT_REAL_PERSONS = [
  'Taylor Swift', 'Emma Watson', 'Scarlett Johansson', 'Billie Eilish', 'Ariana Grande', 'Kim Kardashian',
  'Selena Gomez', 'Margot Robbie', 'Jennifer Lawrence', 'Zendaya', 'Beyonce', 'Rihanna', 'Miley Cyrus',
  'Emma Stone', 'Gal Gadot', 'Sydney Sweeney', 'Donald Trump', 'Joe Biden', 'Barack Obama', 'Elon Musk',
  'Obama', 'Biden', 'Kardashian',
];

/**
 * The same people as players write them in other scripts (Cyrillic, Han, kana, Hangul, Arabic,
 * Devanagari, Thai); a space also matches a middle dot or no separator ("泰勒·斯威夫特", "泰勒斯威夫特").
 * Bare surnames that are everyday words elsewhere (トランプ is "playing cards") are left out.
 */
export const TRANSLITERATED_REAL_PERSONS = [
  'Тейлор Свифт', '泰勒 斯威夫特', '霉霉', 'テイラー スウィフト', '테일러 스위프트', 'تايلور سويفت', 'टेलर स्विफ्ट', 'เทย์เลอร์ สวิฟต์',
  'Илон Маск', '埃隆 马斯克', '马斯克', 'イーロン マスク', '일론 머스크', 'إيلون ماسك', 'एलन मस्क', 'อีลอน มัสก์',
  'Дональд Трамп', '特朗普', '川普', 'ドナルド トランプ', '도널드 트럼프', '트럼프', 'دونالد ترامب', 'डोनाल्ड ट्रंप', 'โดนัลด์ ทรัมป์',
  'Скарлетт Йоханссон', '斯嘉丽 约翰逊', 'スカーレット ヨハンソン', '스칼렛 요한슨',
  'Эмма Уотсон', '艾玛 沃特森', 'エマ ワトソン', '엠마 왓슨',
  'Билли Айлиш', '碧梨', 'ビリー アイリッシュ', '빌리 아일리시',
  'Ариана Гранде', 'アリアナ グランデ', '아리아나 그란데',
  'Ким Кардашьян', 'キム カーダシアン', '킴 카다시안',
  'Джо Байден', '拜登', 'バイデン', '바이든', 'Барак Обама', '奥巴马', '歐巴馬', 'オバマ', '오바마',
];
