import type { Language } from '@app/schema';

/**
 * Illegal acts in the 16 languages: sex with animals or the dead, incest, hidden cameras and
 * voyeurism, revenge porn and leaks, trafficking, deepfakes. Same term syntax as the other lists.
 */
export const ILLEGAL_TERMS: Record<Language, readonly string[]> = {
  en: [
    'bestiality', 'zoophil(?:e|es|ia)', '(?:with|fuck|fucking|screw|screwing) (?:a|an|the|my|your) (?:dog|horse|animal|pet)s?', 'animal sex', 'necrophil(?:e|es|ia)',
    '(?:fuck|fucking|sex with|screw) (?:a|the) (?:corpse|dead body)', 'snuff', 'incest(?:uous)?', 'revenge porn', 'hidden cam(?:era)?s?', 'spy cam(?:era)?s?',
    'upskirts?', 'creep ?shots?', 'sex traffick(?:ing|ed|er|ers)', 'traffick(?:ing|ed)', 'leak(?:ed)? nudes', 'deep ?fakes?',
  ],
  es: [
    'zoofilia', 'bestialidad', 'sexo con (?:un |una |el |mi )?(?:perro|caballo|animal|cadaver)', 'necrofilia', 'incesto', 'incestuos[ao]s?', 'camara oculta',
    'porno de venganza', 'trata de (?:personas|blancas)',
  ],
  fr: [
    'zoophilie', 'bestialite', 'sexe avec (?:un |une |mon |le )?(?:chien|cheval|animal|cadavre)', 'necrophilie', 'inceste', 'incestueu*', 'camera cachee',
    'porno vengeur', 'traite des (?:etres humains|blanches)',
  ],
  de: ['zoophilie', 'sex mit (?:einem |dem |meinem )?(?:hund|pferd|tier|leiche)', 'nekrophilie', 'inzest*', 'versteckte kamera', 'racheporno*', 'menschenhandel'],
  it: ['zoofilia', 'bestialita', 'sesso con (?:un |il |mio )?(?:cane|cavallo|animale|cadavere)', 'necrofilia', 'incest*', 'telecamera nascosta', 'tratta di (?:esseri umani|persone)'],
  pt: ['zoofilia', 'bestialidade', 'sexo com (?:um |o |meu )?(?:cachorro|cavalo|animal|cadaver)', 'necrofilia', 'incest*', 'camera escondida', 'pornografia de vinganca', 'trafico de pessoas'],
  ru: ['зоофил*', 'скотоложств*', 'секс с (?:собакой|животным|лошадью|трупом)', 'некрофил*', 'инцест*', 'кровосмешен*', 'скрыт* камер*', 'торговл* людьми'],
  zh: ['兽交', '獸交', '人兽', '人獸', '恋尸', '戀屍', '奸尸', '姦屍', '乱伦', '亂倫', '偷拍', '裙底', '人口贩卖', '人口販賣', '复仇色情', '報復色情', '换脸'],
  ja: ['獣姦', '屍姦', '死姦', '近親相姦', '盗撮', '人身売買', 'リベンジポルノ', 'ディープフェイク'],
  ko: ['수간', '시체 ?성애', '근친', '몰카', '몰래 ?카메라', '도촬', '인신매매', '리벤지 ?포르노', '딥페이크'],
  ar: ['مضاجعة الحيوانات', 'جنس مع (?:ال)?حيوان*', 'جنس مع (?:ال)?جثة', 'سفاح القربى', 'زنا المحارم', 'سكس محارم', 'كاميرا خفية', 'تصوير خفي', 'الاتجار بالبشر', 'اباحية انتقامية'],
  tr: ['zoofili', 'hayvanla (?:seks|sevis*)', 'nekrofili', 'ensest', 'gizli kamera', 'intikam pornosu', 'insan kacakciligi', 'insan ticareti'],
  id: ['zoofilia', 'bestialitas', 'seks dengan (?:anjing|kuda|hewan|binatang|mayat)', 'nekrofilia', 'inses', 'hubungan sedarah', 'kamera tersembunyi', 'perdagangan manusia'],
  hi: ['पशुगमन', 'जानवर के साथ सेक्स', 'शव के साथ', 'इन्सेस्ट', 'कौटुम्बिक व्यभिचार', 'छिपा कैमरा', 'छुपा कैमरा', 'मानव तस्करी'],
  vi: ['thu giao', 'quan he voi (?:cho|ngua|đong vat|xac chet)', 'ai tu thi', 'loan luan', 'camera quay len', 'buon nguoi', 'khieu dam tra thu'],
  th: ['ร่วมเพศกับสัตว์', 'เสพสมกับสัตว์', 'ร่วมเพศกับศพ', 'ร่วมประเวณีกับญาติ', 'สมสู่ร่วมสายเลือด', 'กล้องแอบถ่าย', 'แอบถ่าย', 'ค้ามนุษย์'],
};
