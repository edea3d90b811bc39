/** Arabic (ar, Modern Standard Arabic) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "مملّ. قولي شيئًا مثيرًا للاهتمام.",
  "Whatever. Are we done talking?": "لا يهم. هل انتهينا من الكلام؟",
  "I’ve had better conversations with my fridge.": "أجريت أحاديث أفضل مع ثلاجتي.",
  "Skip the small talk. I’m not here for that.": "دعكِ من الثرثرة. لست هنا من أجلها.",
  "You’re trying way too hard.": "أنتِ تبذلين جهدًا زائدًا جدًا.",
  "Not impressed, honestly.": "لست منبهرًا، بصراحة.",
  "Can you just get to the point?": "هل يمكنكِ الدخول في الموضوع مباشرة؟",
  "Yawn. Next.": "تثاؤب. التالية.",
  "I only came for the pictures.": "جئت من أجل الصور فقط.",
  "That’s a weird thing to say.": "هذا كلام غريب.",
  "Do you ever stop talking about yourself?": "ألا تتوقفين أبدًا عن الحديث عن نفسكِ؟",
  "Sure, if you say so. Not really listening.": "طبعًا، إن كنتِ تقولين ذلك. لا أستمع حقًا.",
};
