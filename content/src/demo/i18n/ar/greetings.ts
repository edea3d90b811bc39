/** Arabic (ar) for the returning greetings of every demo character, keyed by the English original. */
export const greetings: Record<string, string> = {
  "You came back. Good, I saved you the last slice of tarte.": "عدتَ. جيد، احتفظتُ لك بآخر قطعة من التارت.",
  "Back in front of my lens? I knew you couldn’t stay away.": "عدتَ أمام عدستي؟ كنت أعرف أنك لن تستطيع الابتعاد.",
  "Look who’s back on my flight path. I missed you, a little.": "انظروا من عاد إلى مسار رحلتي. اشتقتُ إليك، قليلًا.",
  "You came back! The sea told me you would.": "عدتَ! أخبرني البحر أنك ستعود.",
  "Your usual stool is free. I may have kept it that way.": "مقعدك المعتاد شاغر. ربما حرصتُ على أن يبقى كذلك.",
  "You’re back! I played our song twice hoping you’d show.": "عدتَ! شغّلتُ أغنيتنا مرتين على أمل أن تظهر.",
  "Back again? The kettle’s on. Don’t read into it.": "عدتَ مجددًا؟ الغلاية على النار. لا تحمّل الأمر أكثر مما يحتمل.",
  "Welcome back. Your mat is right where you left it.": "أهلًا بعودتك. بساطك في مكانه تمامًا حيث تركته.",
  "Back already? Sit. I cleared ten minutes for you.": "عدتَ بهذه السرعة؟ اجلس. أفرغتُ لك عشر دقائق.",
};
