import type { Language } from '@app/schema';

/**
 * Chat wording about minors that the pack lexicon (@app/content MINOR_TERMS) does not list:
 * requests to play a child (age-play), "too young", abuse material. Refused on their own.
 */
export const CHAT_MINOR_TERMS: readonly string[] = [
  '(?:talk|act|behave|dress|speak|sound|cry) like a (?:little )?(?:child|kid|baby|toddler)',
  "(?:pretend|roleplay|role play|play)(?: to be| you are| you're| that you are| as)? (?:a |my )(?:little )?(?:child|kid|daughter|niece)",
  'be (?:a|my) (?:little )?(?:child|kid)', 'too young', 'cp (?:pics|videos|links|content)',
  '(?:como|cual) una? (?:nina|nino) pequen[ao]', '(?:comme|tel) une? (?:petite fille|enfant)', 'wie ein kleines (?:kind|madchen)',
  'come una bambina', 'como uma (?:menininha|crianca)',
];

/**
 * Intimate and sexual wording: an ambiguous minor word ("kids", "niña", "девочка") or an under-18
 * age told as a memory ("when I was 16") is refused only next to one of these (or a school word).
 */
export const INTIMATE_TERMS: Record<Language, readonly string[]> = {
  en: [
    'sex', 'sexy', 'sexual', 'fuck*', 'naked', 'nude', 'nudes', 'horny', 'kiss*', 'make out', 'made out', 'bed', 'virgin*', 'first time', 'orgasm*', 'cum', 'dick',
    'cock', 'pussy', 'boobs', 'tits', 'breasts', 'touch*', 'lick*', 'suck*', 'strip*', 'undress*', 'moan*', 'aroused', 'blowjob', 'handjob', 'slept with',
    'sleep with', 'hook up', 'hooked up', 'lingerie', 'panties', 'naughty', 'spank*',
  ],
  es: ['sexo', 'sexy', 'follar', 'foll*', 'desnud*', 'cachond*', 'beso*', 'besar*', 'cama', 'virgen', 'primera vez', 'tetas', 'polla', 'verga', 'chupar', 'lamer', 'tocar*', 'orgasmo', 'mamada', 'acostarse', 'me acoste con'],
  fr: ['sexe', 'sexy', 'baiser', 'baise*', 'nue?s?', 'excite*', 'bisou*', 'embrass*', 'lit', 'vierge', 'premiere fois', 'seins', 'bite', 'chatte', 'sucer', 'lecher', 'toucher', 'orgasme', 'pipe', 'coucher avec', 'couche avec'],
  de: ['sex', 'sexy', 'ficken', 'fick*', 'nackt', 'geil', 'kuss', 'kussen', 'bett', 'jungfrau', 'erstes mal', 'bruste', 'titten', 'schwanz', 'muschi', 'lecken', 'blasen', 'beruhren', 'orgasmus', 'vogeln'],
  it: ['sesso', 'sexy', 'scopare', 'scop*', 'nud[aeio]', 'eccitat*', 'bacio', 'baci', 'baciar*', 'letto', 'vergine', 'prima volta', 'tette', 'seno', 'cazzo', 'figa', 'leccare', 'succhiare', 'toccare', 'orgasmo', 'pompino'],
  pt: ['sexo', 'sexy', 'foder', 'transar', 'transa*', 'nua', 'pelad[ao]', 'excitad[ao]', 'beijo*', 'beijar*', 'cama', 'virgem', 'primeira vez', 'peitos', 'buceta', 'chupar', 'lamber', 'tocar', 'orgasmo', 'boquete'],
  ru: ['секс*', 'трах*', 'гол(?:ая|ый|ые|ой)', 'возбужд*', 'поцелу*', 'целова*', 'постел*', 'кроват*', 'девственн*', 'первый раз', 'грудь', 'сиськи', 'член', 'киска', 'сосать', 'лизать', 'оргазм*', 'минет'],
  zh: ['性爱', '性愛', '性交', '性行为', '做爱', '做愛', '上床', '裸体', '裸體', '赤裸', '接吻', '亲吻', '親吻', '处女', '處女', '第一次', '奶子', '鸡巴', '高潮', '口交', '性感', '色情', '床上'],
  ja: ['セックス', 'エッチ', 'エロ', '裸', 'キス', 'ベッド', '処女', '初体験', '初めて', 'おっぱい', 'ちんこ', 'まんこ', '抱いて', '舐め', 'フェラ', '性的', '寝た'],
  ko: ['섹스', '야한', '야하게', '알몸', '벗은', '벗겨', '키스', '뽀뽀', '침대', '처녀', '첫경험', '가슴', '자지', '보지', '오르가즘', '빨아', '핥', '흥분'],
  ar: ['جنس', 'سكس', 'عاري*', 'قبلة', 'تقبيل', 'سرير', 'عذراء', 'اول مرة', 'ثدي*', 'نيك', 'مص', 'لحس', 'نشوة', 'مثير*'],
  tr: ['seks', 'seksi', 'sevis*', 'sikis*', 'ciplak', 'azgin', 'opus*', 'opmek', 'yatak', 'bakire', 'ilk kez', 'ilk defa', 'gogus*', 'meme*', 'yala*', 'orgazm'],
  id: ['seks', 'seksi', 'ngentot', 'entot*', 'bercinta', 'telanjang', 'bugil', 'horny', 'sange', 'cium*', 'ranjang', 'kasur', 'perawan', 'pertama kali', 'payudara', 'toket', 'kontol', 'memek', 'jilat*', 'isap*', 'orgasme'],
  hi: ['सेक्स', 'संभोग', 'नंगी', 'नंगा', 'चुम्बन', 'चुंबन', 'चूम*', 'किस', 'बिस्तर', 'कुंवारी', 'पहली बार', 'स्तन', 'चोद*', 'चूत', 'लंड', 'chod*', 'chut'],
  vi: ['tinh duc', 'lam tinh', 'quan he', 'khoa than', 'tran truong', 'nu hon', 'hon nhau', 'giuong', 'trinh tiet', 'con trinh', 'lan đau', 'nguc', 'đit', 'cuc khoai'],
  th: ['เซ็กส์', 'ร่วมเพศ', 'เย็ด', 'นอนด้วยกัน', 'เปลือย', 'จูบ', 'เตียง', 'บริสุทธิ์', 'ครั้งแรก', 'หน้าอก', 'จู๋', 'หี', 'ควย', 'สำเร็จความใคร่'],
};
