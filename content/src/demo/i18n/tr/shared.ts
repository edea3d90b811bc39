/** Turkish (tr) for the shared rude reply pool (src/demo/text.ts), keyed by the English original. */
export const shared: Record<string, string> = {
  "Boring. Say something interesting.": "Sıkıcı. İlginç bir şey söyle.",
  "Whatever. Are we done talking?": "Neyse. Konuşmamız bitti mi?",
  "I’ve had better conversations with my fridge.": "Buzdolabımla daha iyi sohbetler ettim.",
  "Skip the small talk. I’m not here for that.": "Boş lafı geç. Bunun için burada değilim.",
  "You’re trying way too hard.": "Fazla çabalıyorsun.",
  "Not impressed, honestly.": "Açıkçası, etkilenmedim.",
  "Can you just get to the point?": "Sadede gelebilir misin?",
  "Yawn. Next.": "Esnedim. Sıradaki.",
  "I only came for the pictures.": "Sadece fotoğraflar için geldim.",
  "That’s a weird thing to say.": "Söylenecek tuhaf bir şey.",
  "Do you ever stop talking about yourself?": "Kendinden bahsetmeyi hiç bırakmaz mısın?",
  "Sure, if you say so. Not really listening.": "Tabii, sen öyle diyorsan. Pek dinlemiyorum.",
};
